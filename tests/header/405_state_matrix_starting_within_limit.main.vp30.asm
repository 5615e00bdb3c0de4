!!VP2.0
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -profile vp30
# source file: tests/header/405_state_matrix_starting_within_limit.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile vp30
#program main
#semantic bones
#semantic world
#semantic modelViewProjection : state.matrix.mvp
#var float4 v.position : $vin.POSITION : ATTR0 : 0 : 1
#var float4 v.weights : $vin.TEXCOORD1 : TEXCOORD1 : 0 : 1
#var float4 v.indices : $vin.BLENDINDICES : ATTR7 : 0 : 1
#var float2 v.uv : $vin.TEXCOORD0 : TEXCOORD0 : 0 : 1
#var float4x4 bones[0] :  : c[0], 4 : -1 : 1
#var float4x4 bones[1] :  : c[4], 4 : -1 : 1
#var float4x4 bones[2] :  : c[8], 4 : -1 : 1
#var float4x4 bones[3] :  : c[12], 4 : -1 : 1
#var float4x4 bones[4] :  : c[16], 4 : -1 : 1
#var float4x4 bones[5] :  : c[20], 4 : -1 : 1
#var float4x4 bones[6] :  : c[24], 4 : -1 : 1
#var float4x4 bones[7] :  : c[28], 4 : -1 : 1
#var float4x4 bones[8] :  : c[32], 4 : -1 : 1
#var float4x4 bones[9] :  : c[36], 4 : -1 : 1
#var float4x4 bones[10] :  : c[40], 4 : -1 : 1
#var float4x4 bones[11] :  : c[44], 4 : -1 : 1
#var float4x4 bones[12] :  : c[48], 4 : -1 : 1
#var float4x4 bones[13] :  : c[52], 4 : -1 : 1
#var float4x4 bones[14] :  : c[56], 4 : -1 : 1
#var float4x4 bones[15] :  : c[60], 4 : -1 : 1
#var float4x4 bones[16] :  : c[64], 4 : -1 : 1
#var float4x4 bones[17] :  : c[68], 4 : -1 : 1
#var float4x4 bones[18] :  : c[72], 4 : -1 : 1
#var float4x4 bones[19] :  : c[76], 4 : -1 : 1
#var float4x4 bones[20] :  : c[80], 4 : -1 : 1
#var float4x4 bones[21] :  : c[84], 4 : -1 : 1
#var float4x4 bones[22] :  : c[88], 4 : -1 : 1
#var float4x4 world :  : c[92], 4 : -1 : 1
#var float4x4 modelViewProjection : state.matrix.mvp : c[96], 4 : -1 : 1
#var float4 main.hpos : $vout.POSITION : HPOS : -1 : 1
#var float2 main.uv : $vout.TEXCOORD0 : TEX0 : -1 : 1
#var float4 main.eye : $vout.TEXCOORD1 : TEX1 : -1 : 1
#const c[100] = 4
BB0:
FLR   R0.xy, v[7];
MUL   R0.xy, R0, c[100].x;
ARL   A0.xy, R0;
DP4   R0.w, v[0], c[A0.y + 3];
DP4   R0.z, v[0], c[A0.y + 2];
DP4   R0.x, v[0], c[A0.y];
DP4   R0.y, v[0], c[A0.y + 1];
MUL   R1, v[9].y, R0;
DP4   R0.w, c[A0.x + 3], v[0];
DP4   R0.z, v[0], c[A0.x + 2];
DP4   R0.y, v[0], c[A0.x + 1];
DP4   R0.x, v[0], c[A0.x];
MAD   R1, v[9].x, R0, R1;
DP4   R0.w, R1, c[95];
DP4   R0.z, R1, c[94];
DP4   R0.x, R1, c[92];
DP4   R0.y, R1, c[93];
DP4   o[HPOS].w, R0, c[99];
DP4   o[HPOS].z, R0, c[98];
DP4   o[HPOS].y, R0, c[97];
DP4   o[HPOS].x, R0, c[96];
MOV   o[TEX1], R0;
MOV   o[TEX0].xy, v[8];
END
# 23 instructions, 2 R-regs
