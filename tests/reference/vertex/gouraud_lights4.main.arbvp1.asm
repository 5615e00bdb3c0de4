!!ARBvp1.0
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -profile arbvp1
# source file: tests/shaders/vertex/gouraud_lights4.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile arbvp1
#program main
#semantic main.modelViewProj
#semantic main.modelView
#semantic main.modelViewIT
#semantic main.lights
#semantic main.ambient
#semantic main.shininess
#var float4 pos : $vin.POSITION : POSITION : 0 : 1
#var float3 normal : $vin.NORMAL : NORMAL : 1 : 1
#var float2 uv : $vin.TEXCOORD0 : TEXCOORD0 : 2 : 1
#var float4x4 modelViewProj :  : c[1], 4 : 3 : 1
#var float4x4 modelView :  : c[5], 4 : 4 : 1
#var float4x4 modelViewIT :  : c[9], 4 : 5 : 1
#var float4 lights[0].position :  : c[13] : 6 : 1
#var float3 lights[0].color :  : c[14] : 6 : 1
#var float3 lights[0].attenuation :  : c[15] : 6 : 1
#var float4 lights[1].position :  : c[16] : 6 : 1
#var float3 lights[1].color :  : c[17] : 6 : 1
#var float3 lights[1].attenuation :  : c[18] : 6 : 1
#var float4 lights[2].position :  : c[19] : 6 : 1
#var float3 lights[2].color :  : c[20] : 6 : 1
#var float3 lights[2].attenuation :  : c[21] : 6 : 1
#var float4 lights[3].position :  : c[22] : 6 : 1
#var float3 lights[3].color :  : c[23] : 6 : 1
#var float3 lights[3].attenuation :  : c[24] : 6 : 1
#var float3 ambient :  : c[25] : 7 : 1
#var float shininess :  : c[26] : 8 : 1
#var float4 main.hpos : $vout.POSITION : HPOS : -1 : 1
#var float4 main.diff : $vout.COLOR0 : COL0 : -1 : 1
#var float4 main.spec : $vout.COLOR1 : COL1 : -1 : 1
#var float2 main.uv : $vout.TEXCOORD0 : TEX0 : -1 : 1
#const c[0] = 0 1
PARAM c[27] = { { 0, 1 },
		program.local[1..26] };
TEMP R0;
TEMP R1;
TEMP R2;
TEMP R3;
TEMP R4;
TEMP R5;
TEMP R6;
DP4 R1.z, vertex.position, c[7];
DP4 R1.x, vertex.position, c[5];
DP4 R1.y, vertex.position, c[6];
MAD R0.xyz, -R1, c[13].w, c[13];
DP3 R0.w, R0, R0;
RSQ R5.w, R0.w;
DP3 R0.w, -R1, -R1;
MAD R4.xyz, -R1, c[19].w, c[19];
MUL R2.xyz, R5.w, R0;
RSQ R4.w, R0.w;
MAD R0.xyz, -R1, R4.w, R2;
DP3 R1.w, R0, R0;
RSQ R1.w, R1.w;
MUL R0.xyz, R1.w, R0;
DP3 R3.z, vertex.normal, c[11];
DP3 R3.x, vertex.normal, c[9];
DP3 R3.y, vertex.normal, c[10];
DP3 R0.w, R3, R3;
RSQ R0.w, R0.w;
MUL R3.xyz, R0.w, R3;
DP3 R0.x, R3, R0;
DP3 R1.w, R3, R2;
MAX R0.x, R0, c[0];
POW R3.w, R0.x, c[26].x;
MAD R0.xyz, -R1, c[16].w, c[16];
DP3 R0.w, R0, R0;
RSQ R2.w, R0.w;
MUL R0.xyz, R2.w, R0;
MAX R1.w, R1, c[0].x;
SLT R0.w, c[0].x, R1;
ABS R0.w, R0;
SGE R0.w, c[0].x, R0;
MAD R0.w, -R3, R0, R3;
MAD R2.xyz, -R1, R4.w, R0;
DP3 R3.w, R2, R2;
MUL R5.xyz, R0.w, c[14];
DP3 R0.w, R3, R0;
RSQ R3.w, R3.w;
MUL R0.xyz, R3.w, R2;
DP3 R0.x, R3, R0;
RCP R2.z, R2.w;
DP3 R2.x, R4, R4;
RSQ R2.w, R2.x;
MOV R2.y, R2.z;
MAX R0.w, R0, c[0].x;
SLT R0.y, c[0].x, R0.w;
MAX R0.x, R0, c[0];
ABS R0.y, R0;
SGE R0.y, c[0].x, R0;
POW R0.x, R0.x, c[26].x;
MAD R0.x, -R0, R0.y, R0;
MUL R0.xyz, R0.x, c[17];
MUL R2.z, R2, R2;
MOV R2.x, c[0].y;
DP3 R3.w, R2, c[18];
MUL R2.xyz, R2.w, R4;
MAD R4.xyz, -R1, R4.w, R2;
RCP R3.w, R3.w;
MUL R6.xyz, R3.w, R0;
RCP R0.x, R5.w;
DP3 R5.w, R4, R4;
RSQ R6.w, R5.w;
MUL R4.xyz, R6.w, R4;
DP3 R2.x, R3, R2;
DP3 R2.y, R3, R4;
MOV R0.y, R0.x;
MUL R0.z, R0.x, R0.x;
MOV R0.x, c[0].y;
DP3 R0.x, R0, c[15];
RCP R5.w, R0.x;
MAD R0.xyz, R5.w, R5, R6;
MAX R6.y, R2.x, c[0].x;
MAX R2.x, R2.y, c[0];
SLT R2.y, c[0].x, R6;
ABS R4.x, R2.y;
POW R4.y, R2.x, c[26].x;
SGE R4.z, c[0].x, R4.x;
MAD R2.xyz, -R1, c[22].w, c[22];
DP3 R4.x, R2, R2;
RSQ R6.x, R4.x;
MUL R2.xyz, R6.x, R2;
MAD R5.xyz, -R1, R4.w, R2;
RCP R2.w, R2.w;
MAD R4.y, -R4, R4.z, R4;
MOV R1.y, R2.w;
MUL R1.z, R2.w, R2.w;
MOV R1.x, c[0].y;
DP3 R1.x, R1, c[21];
RCP R2.w, R1.x;
MUL R4.xyz, R4.y, c[20];
DP3 R1.y, R5, R5;
RSQ R1.x, R1.y;
MUL R1.xyz, R1.x, R5;
DP3 R1.x, R3, R1;
MAX R1.x, R1, c[0];
MAD R0.xyz, R2.w, R4, R0;
DP3 R2.x, R3, R2;
MAX R4.x, R2, c[0];
SLT R1.y, c[0].x, R4.x;
ABS R1.y, R1;
POW R1.x, R1.x, c[26].x;
SGE R1.y, c[0].x, R1;
MAD R1.y, -R1.x, R1, R1.x;
RCP R1.x, R6.x;
MUL R2.xyz, R1.y, c[23];
MOV R1.y, R1.x;
MUL R1.z, R1.x, R1.x;
MOV R1.x, c[0].y;
DP3 R3.x, R1, c[24];
MUL R1.xyz, R1.w, c[14];
RCP R1.w, R3.x;
MAD result.color.secondary.xyz, R1.w, R2, R0;
MUL R0.xyz, R0.w, c[17];
MAD R1.xyz, R1, R5.w, c[25];
MAD R1.xyz, R0, R3.w, R1;
MUL R0.xyz, R6.y, c[20];
MAD R1.xyz, R0, R2.w, R1;
MUL R0.xyz, R4.x, c[23];
MAD result.color.xyz, R0, R1.w, R1;
MOV result.texcoord[0].xy, vertex.texcoord[0];
DP4 result.position.w, vertex.position, c[4];
DP4 result.position.z, vertex.position, c[3];
DP4 result.position.y, vertex.position, c[2];
DP4 result.position.x, vertex.position, c[1];
MOV result.color.w, c[0].y;
MOV result.color.secondary.w, c[0].y;
END
# 126 instructions, 7 R-regs
