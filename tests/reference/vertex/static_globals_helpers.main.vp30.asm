!!VP2.0
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -profile vp30
# source file: tests/shaders/vertex/static_globals_helpers.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile vp30
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
#const c[25] = 10 30 80 200
#const c[26] = 1 2 3 0
#const c[27] = 1.5
BB0:
DP4   R0.z, v[0], c[2];
DP4   R0.x, v[0], c[0];
DP4   R0.y, v[0], c[1];
DP4   R0.w, v[0], c[3];
ADD   R1.xyz, c[24], -R0;
DP3   R1.x, R1, R1;
RSQ   R1.x, R1.x;
RCP   R1.x, R1.x;
SGE   R1, R1.x, c[25];
DP4   R2.x, R1, c[26].x;
SLTC  CC.x, R2, c[26];
DP4   o[HPOS].w, R0, c[7];
DP4   o[HPOS].z, R0, c[6];
DP4   o[HPOS].y, R0, c[5];
DP4   o[HPOS].x, R0, c[4];
BRA   BB2 (LE.x);
BB1:
DP4   R1.w, R0, c[11];
DP4   R1.z, R0, c[10];
DP4   R1.y, R0, c[9];
DP4   R1.x, R0, c[8];
BRA   BB9;
BB2:
SLTC  CC.x, R2, c[26].y;
BRA   BB4 (LE.x);
BB3:
DP4   R1.w, R0, c[15];
DP4   R1.z, R0, c[14];
DP4   R1.y, R0, c[13];
DP4   R1.x, R0, c[12];
BRA   BB8;
BB4:
SLTC  CC.x, R2, c[26].z;
BRA   BB6 (LE.x);
BB5:
DP4   R1.w, R0, c[19];
DP4   R1.z, R0, c[18];
DP4   R1.y, R0, c[17];
DP4   R1.x, R0, c[16];
BRA   BB7;
BB6:
DP4   R1.w, R0, c[23];
DP4   R1.z, R0, c[22];
DP4   R1.y, R0, c[21];
DP4   R1.x, R0, c[20];
BB7:
BB8:
BB9:
ADD   R0.x, c[26], R2;
RCP   R0.x, R0.x;
MOV   o[TEX0], R1;
MOV   o[TEX1].zw, c[26].xywx;
MOV   o[TEX1].x, R2;
MUL   o[TEX1].y, R0.x, c[27].x;
END
# 45 instructions, 3 R-regs
