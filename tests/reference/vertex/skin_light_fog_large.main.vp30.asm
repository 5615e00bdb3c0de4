!!VP2.0
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -profile vp30
# source file: tests/shaders/vertex/skin_light_fog_large.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile vp30
#program main
#semantic main.bones
#semantic main.viewProj
#semantic main.eyePos
#semantic main.lights
#semantic main.ambient
#semantic main.shininess
#semantic main.fogDensity
#var float4 v.pos : $vin.POSITION : ATTR0 : 0 : 1
#var float3 v.nrm : $vin.NORMAL : ATTR2 : 0 : 1
#var float4 v.tan : $vin.TEXCOORD6 : TEXCOORD6 : 0 : 1
#var float4 v.w : $vin.TEXCOORD1 : TEXCOORD1 : 0 : 1
#var float4 v.idx : $vin.TEXCOORD2 : TEXCOORD2 : 0 : 1
#var float2 v.uv : $vin.TEXCOORD0 : TEXCOORD0 : 0 : 1
#var float4x3 bones[0] :  : c[0], 4 : 1 : 1
#var float4x3 bones[1] :  : c[4], 4 : 1 : 1
#var float4x3 bones[2] :  : c[8], 4 : 1 : 1
#var float4x3 bones[3] :  : c[12], 4 : 1 : 1
#var float4x3 bones[4] :  : c[16], 4 : 1 : 1
#var float4x3 bones[5] :  : c[20], 4 : 1 : 1
#var float4x3 bones[6] :  : c[24], 4 : 1 : 1
#var float4x3 bones[7] :  : c[28], 4 : 1 : 1
#var float4x3 bones[8] :  : c[32], 4 : 1 : 1
#var float4x3 bones[9] :  : c[36], 4 : 1 : 1
#var float4x3 bones[10] :  : c[40], 4 : 1 : 1
#var float4x3 bones[11] :  : c[44], 4 : 1 : 1
#var float4x3 bones[12] :  : c[48], 4 : 1 : 1
#var float4x3 bones[13] :  : c[52], 4 : 1 : 1
#var float4x3 bones[14] :  : c[56], 4 : 1 : 1
#var float4x3 bones[15] :  : c[60], 4 : 1 : 1
#var float4x4 viewProj :  : c[64], 4 : 2 : 1
#var float3 eyePos :  : c[68] : 3 : 1
#var float4 lights[0].position :  : c[69] : 4 : 1
#var float3 lights[0].color :  : c[70] : 4 : 1
#var float3 lights[0].attenuation :  : c[71] : 4 : 1
#var float4 lights[1].position :  : c[72] : 4 : 1
#var float3 lights[1].color :  : c[73] : 4 : 1
#var float3 lights[1].attenuation :  : c[74] : 4 : 1
#var float4 lights[2].position :  : c[75] : 4 : 1
#var float3 lights[2].color :  : c[76] : 4 : 1
#var float3 lights[2].attenuation :  : c[77] : 4 : 1
#var float3 ambient :  : c[78] : 5 : 1
#var float shininess :  : c[79] : 6 : 1
#var float fogDensity :  : c[80] : 7 : 1
#var float4 main.hpos : $vout.POSITION : HPOS : -1 : 1
#var float4 main.diff : $vout.COLOR0 : COL0 : -1 : 1
#var float4 main.spec : $vout.COLOR1 : COL1 : -1 : 1
#var float2 main.uv : $vout.TEXCOORD0 : TEX0 : -1 : 1
#var float3 main.lT : $vout.TEXCOORD1 : TEX1 : -1 : 1
#var float3 main.vT : $vout.TEXCOORD2 : TEX2 : -1 : 1
#var float main.fog : $vout.FOG : FOGC : -1 : 1
#const c[81] = 4 1 0 3
#const c[82] = 1.4426951
BB0:
FLR   R0, v[10].wzxy;
MUL   R0, R0, c[81].x;
ARL   A0, R0;
MUL   R0.xyz, c[A0.w + 1], v[2].y;
MAD   R1.xyz, c[A0.w], v[2].x, R0;
MUL   R0.xyz, c[A0.z + 1], v[2].y;
MAD   R1.xyz, c[A0.w + 2], v[2].z, R1;
MAD   R0.xyz, c[A0.z], v[2].x, R0;
SLTC  CC.x, c[81].z, c[81].w;
MOV   R6.w, c[81].y;
MUL   R1.xyz, v[9].y, R1;
MAD   R0.xyz, c[A0.z + 2], v[2].z, R0;
MAD   R2.xyz, v[9].x, R0, R1;
MUL   R1.xyz, c[A0.y + 1], v[2].y;
MUL   R0.xyz, c[A0.x + 1], v[2].y;
MAD   R1.xyz, c[A0.y], v[2].x, R1;
MAD   R0.xyz, c[A0.x], v[2].x, R0;
MAD   R1.xyz, c[A0.y + 2], v[2].z, R1;
MAD   R1.xyz, v[9].z, R1, R2;
MAD   R0.xyz, c[A0.x + 2], v[2].z, R0;
MAD   R0.xyz, v[9].w, R0, R1;
DP3   R0.w, R0, R0;
MUL   R1.xyz, c[A0.w + 1], v[14].y;
MAD   R2.xyz, c[A0.w], v[14].x, R1;
MUL   R1.xyz, c[A0.z + 1], v[14].y;
MAD   R2.xyz, c[A0.w + 2], v[14].z, R2;
MAD   R1.xyz, c[A0.z], v[14].x, R1;
RSQ   R0.w, R0.w;
MUL   R2.xyz, v[9].y, R2;
MAD   R1.xyz, c[A0.z + 2], v[14].z, R1;
MAD   R3.xyz, v[9].x, R1, R2;
MUL   R2.xyz, c[A0.y + 1], v[14].y;
MUL   R1.xyz, c[A0.x + 1], v[14].y;
MAD   R2.xyz, c[A0.y], v[14].x, R2;
MAD   R1.xyz, c[A0.x], v[14].x, R1;
MAD   R2.xyz, c[A0.y + 2], v[14].z, R2;
MAD   R2.xyz, v[9].z, R2, R3;
MAD   R1.xyz, c[A0.x + 2], v[14].z, R1;
MAD   R1.xyz, v[9].w, R1, R2;
MUL   R2.xyz, R0.w, R0;
DP3   R0.x, R2, R1;
MAD   R1.xyz, -R2, R0.x, R1;
DP3   R0.w, R1, R1;
MUL   R0.xyz, v[0].y, c[A0.w + 1];
MAD   R3.xyz, v[0].x, c[A0.w], R0;
MUL   R0.xyz, v[0].y, c[A0.z + 1];
MAD   R3.xyz, v[0].z, c[A0.w + 2], R3;
MAD   R0.xyz, v[0].x, c[A0.z], R0;
MAD   R3.xyz, v[0].w, c[A0.w + 3], R3;
MAD   R0.xyz, v[0].z, c[A0.z + 2], R0;
RSQ   R0.w, R0.w;
MUL   R3.xyz, v[9].y, R3;
MAD   R0.xyz, v[0].w, c[A0.z + 3], R0;
MAD   R4.xyz, v[9].x, R0, R3;
MUL   R3.xyz, v[0].y, c[A0.y + 1];
MUL   R0.xyz, v[0].y, c[A0.x + 1];
MAD   R3.xyz, v[0].x, c[A0.y], R3;
MAD   R0.xyz, v[0].x, c[A0.x], R0;
MAD   R3.xyz, v[0].z, c[A0.y + 2], R3;
MAD   R0.xyz, v[0].z, c[A0.x + 2], R0;
MAD   R3.xyz, v[0].w, c[A0.y + 3], R3;
MAD   R3.xyz, v[9].z, R3, R4;
MAD   R0.xyz, v[0].w, c[A0.x + 3], R0;
MAD   R0.xyz, v[9].w, R0, R3;
MUL   R3.xyz, R0.w, R1;
ADD   R1.xyz, c[68], -R0;
DP3   R0.w, R1, R1;
MOV   R6.xyz, R0;
RSQ   R0.w, R0.w;
MUL   R5.xyz, R0.w, R1;
MUL   R4.xyz, R2.zxyw, R3.yzxw;
MAD   R4.xyz, R2.yzxw, R3.zxyw, -R4;
DP4   R1.w, R6, c[67];
DP4   R1.z, R6, c[66];
DP4   R1.y, R6, c[65];
DP4   R1.x, R6, c[64];
MUL   R4.xyz, v[14].w, R4;
MOV   R6.xyz, c[78];
MOV   R7.xyz, c[81].z;
MOV   R0.w, c[81].z;
BRA   BB5 (EQ.x);
BB1:
MUL   R2.w, R0, c[81];
ARL   A0.x, R2.w;
MUL   R8.xyz, -R0, c[A0.x + 69].w;
ADD   R8.xyz, R8, c[A0.x + 69];
DP3   R2.w, R8, R8;
RSQ   R2.w, R2.w;
MUL   R9.xyz, R2.w, R8;
ADD   R8.xyz, R9, R5;
DP3   R3.w, R8, R8;
RSQ   R3.w, R3.w;
MUL   R8.xyz, R3.w, R8;
DP3   R3.w, R9, R2;
RCP   R2.w, R2.w;
MAX   R3.w, R3, c[81].z;
MOVC  CC.x, R3.w;
MOV   R9.y, R2.w;
MUL   R9.z, R2.w, R2.w;
MOV   R9.x, c[81].y;
DP3   R2.w, c[A0.x + 71], R9;
RCP   R2.w, R2.w;
BRA   BB3 (LE.x);
BB2:
DP3   R4.w, R2, R8;
MAX   R4.w, R4, c[81].z;
LG2   R4.w, R4.w;
MUL   R4.w, R4, c[79].x;
EX2   R4.w, R4.w;
BRA   BB4;
BB3:
MOV   R4.w, c[81].z;
BB4:
MUL   R5.w, R0, c[81];
ARL   A0.x, R5.w;
MUL   R8.xyz, c[A0.x + 70], R3.w;
MAD   R6.xyz, R8, R2.w, R6;
MUL   R8.xyz, c[A0.x + 70], R4.w;
ADD   R0.w, c[81].y, R0;
SLTC  CC.x, R0.w, c[81].w;
MAD   R7.xyz, R2.w, R8, R7;
BRA   BB1 (NE.x);
BB5:
MAD   R8.xyz, -R0, c[69].w, c[69];
DP3   R0.w, R8, R8;
RSQ   R0.w, R0.w;
MUL   R8.xyz, R0.w, R8;
ADD   R0.xyz, -c[68], R0;
DP3   R0.x, R0, R0;
RSQ   R0.x, R0.x;
RCP   R0.x, R0.x;
MUL   R0.x, R0, -c[80];
MUL   R0.x, R0, c[82];
EX2   R0.x, R0.x;
MIN   R0.x, R0, c[81].y;
DP3   o[TEX1].z, R2, R8;
DP3   o[TEX1].y, R8, R4;
DP3   o[TEX1].x, R8, R3;
DP3   o[TEX2].z, R2, R5;
DP3   o[TEX2].y, R4, R5;
DP3   o[TEX2].x, R3, R5;
MOV   o[HPOS], R1;
MOV   o[COL0].xyz, R6;
MOV   o[COL1].xyz, R7;
MAX   o[FOGC].x, R0, c[81].z;
MOV   o[TEX0].xy, v[8];
MOV   o[COL0].w, c[81].y;
MOV   o[COL1].w, c[81].y;
END
# 143 instructions, 10 R-regs
