!!ARBvp1.0
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -profile arbvp1
# source file: tests/shaders/vertex/skin_light_fog_large.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile arbvp1
#program main
#semantic main.bones
#semantic main.viewProj
#semantic main.eyePos
#semantic main.lights
#semantic main.ambient
#semantic main.shininess
#semantic main.fogDensity
#var float4 v.pos : $vin.POSITION : POSITION : 0 : 1
#var float3 v.nrm : $vin.NORMAL : NORMAL : 0 : 1
#var float4 v.tan : $vin.TEXCOORD6 : TEXCOORD6 : 0 : 1
#var float4 v.w : $vin.TEXCOORD1 : TEXCOORD1 : 0 : 1
#var float4 v.idx : $vin.TEXCOORD2 : TEXCOORD2 : 0 : 1
#var float2 v.uv : $vin.TEXCOORD0 : TEXCOORD0 : 0 : 1
#var float4x3 bones[0] :  : c[1], 4 : 1 : 1
#var float4x3 bones[1] :  : c[5], 4 : 1 : 1
#var float4x3 bones[2] :  : c[9], 4 : 1 : 1
#var float4x3 bones[3] :  : c[13], 4 : 1 : 1
#var float4x3 bones[4] :  : c[17], 4 : 1 : 1
#var float4x3 bones[5] :  : c[21], 4 : 1 : 1
#var float4x3 bones[6] :  : c[25], 4 : 1 : 1
#var float4x3 bones[7] :  : c[29], 4 : 1 : 1
#var float4x3 bones[8] :  : c[33], 4 : 1 : 1
#var float4x3 bones[9] :  : c[37], 4 : 1 : 1
#var float4x3 bones[10] :  : c[41], 4 : 1 : 1
#var float4x3 bones[11] :  : c[45], 4 : 1 : 1
#var float4x3 bones[12] :  : c[49], 4 : 1 : 1
#var float4x3 bones[13] :  : c[53], 4 : 1 : 1
#var float4x3 bones[14] :  : c[57], 4 : 1 : 1
#var float4x3 bones[15] :  : c[61], 4 : 1 : 1
#var float4x4 viewProj :  : c[65], 4 : 2 : 1
#var float3 eyePos :  : c[69] : 3 : 1
#var float4 lights[0].position :  : c[70] : 4 : 1
#var float3 lights[0].color :  : c[71] : 4 : 1
#var float3 lights[0].attenuation :  : c[72] : 4 : 1
#var float4 lights[1].position :  : c[73] : 4 : 1
#var float3 lights[1].color :  : c[74] : 4 : 1
#var float3 lights[1].attenuation :  : c[75] : 4 : 1
#var float4 lights[2].position :  : c[76] : 4 : 1
#var float3 lights[2].color :  : c[77] : 4 : 1
#var float3 lights[2].attenuation :  : c[78] : 4 : 1
#var float3 ambient :  : c[79] : 5 : 1
#var float shininess :  : c[80] : 6 : 1
#var float fogDensity :  : c[81] : 7 : 1
#var float4 main.hpos : $vout.POSITION : HPOS : -1 : 1
#var float4 main.diff : $vout.COLOR0 : COL0 : -1 : 1
#var float4 main.spec : $vout.COLOR1 : COL1 : -1 : 1
#var float2 main.uv : $vout.TEXCOORD0 : TEX0 : -1 : 1
#var float3 main.lT : $vout.TEXCOORD1 : TEX1 : -1 : 1
#var float3 main.vT : $vout.TEXCOORD2 : TEX2 : -1 : 1
#var float main.fog : $vout.FOG : FOGC : -1 : 1
#const c[0] = 4 1 0 2.718282
PARAM c[82] = { { 4, 1, 0, 2.718282 },
		program.local[1..81] };
TEMP R0;
TEMP R1;
TEMP R2;
TEMP R3;
TEMP R4;
TEMP R5;
TEMP R6;
TEMP R7;
TEMP R8;
TEMP R9;
TEMP R10;
ADDRESS A0;
FLR R0.x, vertex.texcoord[2].y;
MUL R3.w, R0.x, c[0].x;
FLR R0.x, vertex.texcoord[2];
FLR R0.w, vertex.texcoord[2];
ARL A0.x, R3.w;
MUL R2.w, R0.x, c[0].x;
MUL R0.xyz, c[A0.x + 2], vertex.normal.y;
MAD R1.xyz, c[A0.x + 1], vertex.normal.x, R0;
ARL A0.x, R2.w;
MUL R0.xyz, c[A0.x + 2], vertex.normal.y;
ARL A0.x, R3.w;
MAD R1.xyz, c[A0.x + 3], vertex.normal.z, R1;
ARL A0.x, R2.w;
MAD R0.xyz, c[A0.x + 1], vertex.normal.x, R0;
MUL R1.xyz, vertex.texcoord[1].y, R1;
MAD R0.xyz, c[A0.x + 3], vertex.normal.z, R0;
MAD R0.xyz, vertex.texcoord[1].x, R0, R1;
FLR R1.x, vertex.texcoord[2].z;
MUL R1.w, R1.x, c[0].x;
ARL A0.x, R1.w;
MUL R0.w, R0, c[0].x;
MUL R2.xyz, c[A0.x + 2], vertex.normal.y;
ARL A0.x, R0.w;
MUL R1.xyz, c[A0.x + 2], vertex.normal.y;
ARL A0.x, R1.w;
MAD R2.xyz, c[A0.x + 1], vertex.normal.x, R2;
ARL A0.x, R0.w;
MAD R1.xyz, c[A0.x + 1], vertex.normal.x, R1;
ARL A0.x, R1.w;
MAD R2.xyz, c[A0.x + 3], vertex.normal.z, R2;
MAD R2.xyz, vertex.texcoord[1].z, R2, R0;
ARL A0.x, R0.w;
MAD R0.xyz, c[A0.x + 3], vertex.normal.z, R1;
MAD R0.xyz, vertex.texcoord[1].w, R0, R2;
ARL A0.x, R3.w;
DP3 R1.x, R0, R0;
MUL R2.xyz, c[A0.x + 2], vertex.texcoord[6].y;
RSQ R4.x, R1.x;
MAD R2.xyz, c[A0.x + 1], vertex.texcoord[6].x, R2;
ARL A0.x, R2.w;
MUL R1.xyz, c[A0.x + 2], vertex.texcoord[6].y;
ARL A0.x, R3.w;
MAD R2.xyz, c[A0.x + 3], vertex.texcoord[6].z, R2;
ARL A0.x, R2.w;
MAD R1.xyz, c[A0.x + 1], vertex.texcoord[6].x, R1;
MAD R1.xyz, c[A0.x + 3], vertex.texcoord[6].z, R1;
MUL R2.xyz, vertex.texcoord[1].y, R2;
MUL R4.xyz, R4.x, R0;
MAD R2.xyz, vertex.texcoord[1].x, R1, R2;
ARL A0.x, R1.w;
MUL R1.xyz, c[A0.x + 2], vertex.texcoord[6].y;
ARL A0.x, R0.w;
MUL R3.xyz, c[A0.x + 2], vertex.texcoord[6].y;
ARL A0.x, R1.w;
MAD R1.xyz, c[A0.x + 1], vertex.texcoord[6].x, R1;
ARL A0.x, R0.w;
MAD R3.xyz, c[A0.x + 1], vertex.texcoord[6].x, R3;
ARL A0.x, R1.w;
MAD R1.xyz, c[A0.x + 3], vertex.texcoord[6].z, R1;
MAD R1.xyz, vertex.texcoord[1].z, R1, R2;
ARL A0.x, R0.w;
MAD R2.xyz, c[A0.x + 3], vertex.texcoord[6].z, R3;
MAD R1.xyz, vertex.texcoord[1].w, R2, R1;
ARL A0.x, R3.w;
DP3 R2.x, R4, R1;
MUL R0.xyz, vertex.position.y, c[A0.x + 2];
MAD R0.xyz, vertex.position.x, c[A0.x + 1], R0;
MAD R1.xyz, -R4, R2.x, R1;
ARL A0.x, R2.w;
MUL R2.xyz, vertex.position.y, c[A0.x + 2];
ARL A0.x, R3.w;
MAD R0.xyz, vertex.position.z, c[A0.x + 3], R0;
ARL A0.x, R2.w;
MAD R2.xyz, vertex.position.x, c[A0.x + 1], R2;
ARL A0.x, R3.w;
MAD R0.xyz, vertex.position.w, c[A0.x + 4], R0;
ARL A0.x, R2.w;
MAD R2.xyz, vertex.position.z, c[A0.x + 3], R2;
MAD R2.xyz, vertex.position.w, c[A0.x + 4], R2;
ARL A0.x, R1.w;
MUL R0.xyz, vertex.texcoord[1].y, R0;
MUL R3.xyz, vertex.position.y, c[A0.x + 2];
DP3 R2.w, R1, R1;
RSQ R2.w, R2.w;
MUL R9.xyz, R2.w, R1;
MUL R1.xyz, R4.zxyw, R9.yzxw;
MAD R1.xyz, R4.yzxw, R9.zxyw, -R1;
MAD R2.xyz, vertex.texcoord[1].x, R2, R0;
ARL A0.x, R0.w;
MUL R0.xyz, vertex.position.y, c[A0.x + 2];
ARL A0.x, R1.w;
MAD R3.xyz, vertex.position.x, c[A0.x + 1], R3;
ARL A0.x, R0.w;
MAD R0.xyz, vertex.position.x, c[A0.x + 1], R0;
ARL A0.x, R1.w;
MAD R3.xyz, vertex.position.z, c[A0.x + 3], R3;
ARL A0.x, R0.w;
MAD R0.xyz, vertex.position.z, c[A0.x + 3], R0;
ARL A0.x, R1.w;
MAD R3.xyz, vertex.position.w, c[A0.x + 4], R3;
ARL A0.x, R0.w;
MAD R2.xyz, vertex.texcoord[1].z, R3, R2;
MAD R0.xyz, vertex.position.w, c[A0.x + 4], R0;
MAD R3.xyz, vertex.texcoord[1].w, R0, R2;
ADD R2.xyz, -R3, c[69];
MAD R0.xyz, -R3, c[70].w, c[70];
DP3 R0.w, R0, R0;
MUL R10.xyz, R1, vertex.texcoord[6].w;
DP3 R1.w, R2, R2;
RSQ R1.w, R1.w;
MUL R5.xyz, R1.w, R2;
RSQ R5.w, R0.w;
MUL R2.xyz, R5.w, R0;
ADD R0.xyz, R2, R5;
DP3 R0.w, R0, R0;
RSQ R0.w, R0.w;
MUL R0.xyz, R0.w, R0;
DP3 R0.x, R4, R0;
DP3 R0.zw, R4, R2;
MAX R2.w, R0.z, c[0].z;
MAX R0.x, R0, c[0].z;
SLT R6.x, c[0].z, R2.w;
ABS R6.x, R6;
MAD R1.xyz, -R3, c[73].w, c[73];
POW R3.w, R0.x, c[80].x;
DP3 R0.x, R1, R1;
RSQ R4.w, R0.x;
MUL R0.xyz, R4.w, R1;
ADD R1.xyz, R0, R5;
DP3 R6.y, R1, R1;
SGE R6.x, c[0].z, R6;
MAD R6.x, -R3.w, R6, R3.w;
DP3 R3.w, R4, R0;
RSQ R6.y, R6.y;
MUL R0.xyz, R6.y, R1;
RCP R1.x, R4.w;
DP3 R0.x, R4, R0;
MAX R3.w, R3, c[0].z;
SLT R0.y, c[0].z, R3.w;
MAX R0.x, R0, c[0].z;
ABS R0.y, R0;
MUL R7.xyz, R6.x, c[71];
MUL R1.z, R1.x, R1.x;
MOV R1.y, R1.x;
MOV R1.x, c[0].y;
DP3 R1.y, R1, c[75];
RCP R4.w, R1.y;
SGE R0.y, c[0].z, R0;
POW R0.x, R0.x, c[80].x;
MAD R0.x, -R0, R0.y, R0;
MUL R6.xyz, R0.x, c[74];
MAD R0.xyz, -R3, c[76].w, c[76];
DP3 R1.x, R0, R0;
RSQ R6.w, R1.x;
MUL R1.xyz, R6.w, R0;
RCP R0.x, R5.w;
MUL R8.xyz, R4.w, R6;
ADD R6.xyz, R1, R5;
DP3 R7.w, R6, R6;
MOV R0.y, R0.x;
MUL R0.z, R0.x, R0.x;
MOV R0.x, c[0].y;
DP3 R0.x, R0, c[72];
RCP R5.w, R0.x;
MAD R0.xyz, R5.w, R7, R8;
DP3 R7.x, R4, R1;
RSQ R7.y, R7.w;
MUL R1.xyz, R7.y, R6;
DP3 R1.x, R4, R1;
MAX R6.x, R7, c[0].z;
SLT R1.y, c[0].z, R6.x;
ABS R1.z, R1.y;
MAX R1.x, R1, c[0].z;
POW R1.y, R1.x, c[80].x;
SGE R1.z, c[0], R1;
MAD R6.z, -R1.y, R1, R1.y;
RCP R1.x, R6.w;
MOV R1.y, R1.x;
MUL R1.z, R1.x, R1.x;
MOV R1.x, c[0].y;
DP3 R6.y, R1, c[78];
MUL R1.xyz, R6.z, c[77];
RCP R6.y, R6.y;
MAD result.color.secondary.xyz, R6.y, R1, R0;
MUL R1.xyz, R3.w, c[74];
MOV R3.w, c[0].y;
MUL R0.xyz, R2.w, c[71];
MAD R0.xyz, R0, R5.w, c[79];
MAD R1.xyz, R1, R4.w, R0;
MUL R0.xyz, R6.x, c[77];
MAD result.color.xyz, R0, R6.y, R1;
RCP R0.x, R1.w;
MUL R0.x, R0, -c[81];
POW R0.x, c[0].w, R0.x;
MIN R0.x, R0, c[0].y;
DP3 result.texcoord[1].y, R2, R10;
DP3 result.texcoord[2].y, R5, R10;
DP3 result.texcoord[1].x, R2, R9;
DP3 result.texcoord[2].x, R5, R9;
MOV result.texcoord[1].z, R0.w;
DP3 result.texcoord[2].z, R4, R5;
DP4 result.position.w, R3, c[68];
DP4 result.position.z, R3, c[67];
DP4 result.position.y, R3, c[66];
DP4 result.position.x, R3, c[65];
MAX result.fogcoord.x, R0, c[0].z;
MOV result.texcoord[0].xy, vertex.texcoord[0];
MOV result.color.w, c[0].y;
MOV result.color.secondary.w, c[0].y;
END
# 209 instructions, 11 R-regs
