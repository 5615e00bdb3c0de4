!!VP2.0
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -profile vp30
# source file: tests/shaders/vertex/gouraud_lights4.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile vp30
#program main
#semantic main.modelViewProj
#semantic main.modelView
#semantic main.modelViewIT
#semantic main.lights
#semantic main.ambient
#semantic main.shininess
#var float4 pos : $vin.POSITION : ATTR0 : 0 : 1
#var float3 normal : $vin.NORMAL : ATTR2 : 1 : 1
#var float2 uv : $vin.TEXCOORD0 : TEXCOORD0 : 2 : 1
#var float4x4 modelViewProj :  : c[0], 4 : 3 : 1
#var float4x4 modelView :  : c[4], 4 : 4 : 1
#var float4x4 modelViewIT :  : c[8], 4 : 5 : 1
#var float4 lights[0].position :  : c[12] : 6 : 1
#var float3 lights[0].color :  : c[13] : 6 : 1
#var float3 lights[0].attenuation :  : c[14] : 6 : 1
#var float4 lights[1].position :  : c[15] : 6 : 1
#var float3 lights[1].color :  : c[16] : 6 : 1
#var float3 lights[1].attenuation :  : c[17] : 6 : 1
#var float4 lights[2].position :  : c[18] : 6 : 1
#var float3 lights[2].color :  : c[19] : 6 : 1
#var float3 lights[2].attenuation :  : c[20] : 6 : 1
#var float4 lights[3].position :  : c[21] : 6 : 1
#var float3 lights[3].color :  : c[22] : 6 : 1
#var float3 lights[3].attenuation :  : c[23] : 6 : 1
#var float3 ambient :  : c[24] : 7 : 1
#var float shininess :  : c[25] : 8 : 1
#var float4 main.hpos : $vout.POSITION : HPOS : -1 : 1
#var float4 main.diff : $vout.COLOR0 : COL0 : -1 : 1
#var float4 main.spec : $vout.COLOR1 : COL1 : -1 : 1
#var float2 main.uv : $vout.TEXCOORD0 : TEX0 : -1 : 1
#const c[26] = 0 4 3 1
BB0:
SLTC  CC.x, c[26], c[26].y;
DP3   R0.z, v[2], c[10];
DP3   R0.x, v[2], c[8];
DP3   R0.y, v[2], c[9];
DP3   R1.w, R0, R0;
RSQ   R1.w, R1.w;
MUL   R2.xyz, R1.w, R0;
DP4   R1.z, v[0], c[6];
DP4   R1.x, v[0], c[4];
DP4   R1.y, v[0], c[5];
DP3   R0.w, -R1, -R1;
RSQ   R0.w, R0.w;
MUL   R3.xyz, R0.w, -R1;
MOV   R4.xyz, c[24];
MOV   R5.xyz, c[26].x;
DP4   R0.w, v[0], c[3];
DP4   R0.z, v[0], c[2];
DP4   R0.y, v[0], c[1];
DP4   R0.x, v[0], c[0];
MOV   R1.w, c[26].x;
BRA   BB5 (EQ.x);
BB1:
MUL   R2.w, R1, c[26].z;
ARL   A0.x, R2.w;
MUL   R6.xyz, -R1, c[A0.x + 12].w;
ADD   R6.xyz, R6, c[A0.x + 12];
DP3   R2.w, R6, R6;
RSQ   R2.w, R2.w;
MUL   R7.xyz, R2.w, R6;
ADD   R6.xyz, R7, R3;
DP3   R3.w, R6, R6;
RSQ   R3.w, R3.w;
MUL   R6.xyz, R3.w, R6;
DP3   R3.w, R7, R2;
RCP   R2.w, R2.w;
MAX   R3.w, R3, c[26].x;
MOVC  CC.x, R3.w;
MOV   R7.y, R2.w;
MUL   R7.z, R2.w, R2.w;
MOV   R7.x, c[26].w;
DP3   R2.w, c[A0.x + 14], R7;
RCP   R2.w, R2.w;
BRA   BB3 (LE.x);
BB2:
DP3   R4.w, R2, R6;
MAX   R4.w, R4, c[26].x;
LG2   R4.w, R4.w;
MUL   R4.w, R4, c[25].x;
EX2   R4.w, R4.w;
BRA   BB4;
BB3:
MOV   R4.w, c[26].x;
BB4:
MUL   R5.w, R1, c[26].z;
ARL   A0.x, R5.w;
MUL   R6.xyz, c[A0.x + 13], R3.w;
MAD   R4.xyz, R6, R2.w, R4;
MUL   R6.xyz, c[A0.x + 13], R4.w;
ADD   R1.w, c[26], R1;
SLTC  CC.x, R1.w, c[26].y;
MAD   R5.xyz, R2.w, R6, R5;
BRA   BB1 (NE.x);
BB5:
MOV   o[HPOS], R0;
MOV   o[COL0].xyz, R4;
MOV   o[COL1].xyz, R5;
MOV   o[TEX0].xy, v[8];
MOV   o[COL0].w, c[26];
MOV   o[COL1].w, c[26];
END
# 64 instructions, 8 R-regs
