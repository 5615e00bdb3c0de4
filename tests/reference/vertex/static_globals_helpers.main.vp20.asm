!!VP1.1
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -profile vp20
# source file: tests/shaders/vertex/static_globals_helpers.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile vp20
#program main
#semantic main.world
#semantic main.viewProj
#semantic main.eye
#semantic cascadeMatrices
#var float4 pos : $vin.POSITION : ATTR0 : 0 : 1
#var float4 hpos : $vout.POSITION : HPOS : 1 : 1
#var float4 shadowUV : $vout.TEXCOORD0 : TEX0 : 2 : 1
#var float4 info : $vout.TEXCOORD1 : TEX1 : 3 : 1
#var float4x4 world :  : c[0], 4 : 4 : 1
#var float4x4 viewProj :  : c[4], 4 : 5 : 1
#var float3 eye :  : c[24] : 6 : 1
#var float4x4 cascadeMatrices[0] :  : c[8], 4 : -1 : 1
#var float4x4 cascadeMatrices[1] :  : c[12], 4 : -1 : 1
#var float4x4 cascadeMatrices[2] :  : c[16], 4 : -1 : 1
#var float4x4 cascadeMatrices[3] :  : c[20], 4 : -1 : 1
#const c[25] = 0 1 2 3
#const c[26] = 10 30 80 200
#const c[27] = 1.5
DP4   R1.z, v[0], c[2];
DP4   R1.x, v[0], c[0];
DP4   R1.y, v[0], c[1];
DP4   R1.w, v[0], c[3];
ADD   R0.xyz, -R1, c[24];
DP3   R0.x, R0, R0;
RSQ   R0.x, R0.x;
RCP   R0.x, R0.x;
SGE   R0, R0.x, c[26];
DP4   R3.x, R0, c[25].y;
SLT   R0.xyz, R3.x, c[25].yzww;
SGE   R2.xyz, c[25].x, R0;
SGE   R0.xyz, R0, c[25].x;
MUL   R3.yzw, R0.xxyz, R2.xxyz;
MUL   R3.z, R3.y, R3;
MUL   R0.x, R3.w, R3.z;
MAX   R0.x, -R0, R0;
SLT   R3.w, c[25].x, R0.x;
MAX   R3.z, -R3, R3;
MAX   R3.y, -R3, R3;
SLT   R3.z, c[25].x, R3;
SLT   R3.y, c[25].x, R3;
ADD   R2.x, -R3.w, c[25].y;
DP4   R0.w, R1, c[19];
DP4   R0.z, R1, c[18];
DP4   R0.x, R1, c[16];
DP4   R0.y, R1, c[17];
MUL   R2, R2.x, R0;
DP4   R0.w, R1, c[23];
DP4   R0.z, R1, c[22];
DP4   R0.y, R1, c[21];
DP4   R0.x, R1, c[20];
MAD   R2, R3.w, R0, R2;
ADD   R3.w, -R3.z, c[25].y;
DP4   R0.w, R1, c[15];
DP4   R0.z, R1, c[14];
DP4   R0.x, R1, c[12];
DP4   R0.y, R1, c[13];
MUL   R0, R3.w, R0;
MAD   R2, R3.z, R2, R0;
ADD   R3.z, -R3.y, c[25].y;
DP4   R0.w, R1, c[11];
DP4   R0.z, R1, c[10];
DP4   R0.x, R1, c[8];
DP4   R0.y, R1, c[9];
MUL   R0, R3.z, R0;
ADD   R3.z, R3.x, c[25].y;
MAD   o[TEX0], R3.y, R2, R0;
RCP   R0.x, R3.z;
MOV   R3.zw, c[25].xyxy;
MUL   R3.y, R0.x, c[27].x;
MOV   o[TEX1], R3;
DP4   o[HPOS].w, R1, c[7];
DP4   o[HPOS].z, R1, c[6];
DP4   o[HPOS].y, R1, c[5];
DP4   o[HPOS].x, R1, c[4];
END
# 56 instructions, 0 R-regs
