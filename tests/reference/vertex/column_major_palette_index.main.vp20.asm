!!VP1.1
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -profile vp20
# source file: tests/shaders/vertex/column_major_palette_index.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile vp20
#program main
#semantic main.bones
#semantic main.rigid
#var float4 p : $vin.POSITION : ATTR0 : 0 : 1
#var float4 idx : $vin.TEXCOORD2 : TEXCOORD2 : 1 : 1
#var float4x4 bones[0] :  : c[0], 4 : 2 : 1
#var float4x4 bones[1] :  : c[4], 4 : 2 : 1
#var float4x4 bones[2] :  : c[8], 4 : 2 : 1
#var float4x4 bones[3] :  : c[12], 4 : 2 : 1
#var float4x4 bones[4] :  : c[16], 4 : 2 : 1
#var float4x4 bones[5] :  : c[20], 4 : 2 : 1
#var float4x3 rigid[0] :  : c[24], 4 : 3 : 1
#var float4x3 rigid[1] :  : c[28], 4 : 3 : 1
#var float4x3 rigid[2] :  : c[32], 4 : 3 : 1
#var float4x3 rigid[3] :  : c[36], 4 : 3 : 1
#var float4 hpos : $vout.POSITION : HPOS : 4 : 1
#var float4 c : $vout.COLOR0 : COL0 : 5 : 1
#var float3 t : $vout.TEXCOORD0 : TEX0 : 6 : 1
#const c[40] = 4
EXP   R0.y, v[10].x;
ADD   R0.x, v[10], -R0.y;
MUL   R0.x, R0, c[40];
ARL   A0.x, R0.x;
MUL   R1, v[0].y, c[A0.x + 1];
EXP   R0.y, v[10].z;
ADD   R0.x, v[10].z, -R0.y;
MAD   R1, v[0].x, c[A0.x], R1;
MAD   R1, v[0].z, c[A0.x + 2], R1;
MUL   R0.x, R0, c[40];
MAD   o[HPOS], v[0].w, c[A0.x + 3], R1;
ARL   A0.x, R0.x;
MUL   R1.xyz, v[0].y, c[A0.x + 25];
MAD   R1.xyz, v[0].x, c[A0.x + 24], R1;
MAD   R1.xyz, v[0].z, c[A0.x + 26], R1;
EXP   R0.y, v[10].y;
ADD   R0.x, v[10].y, -R0.y;
MUL   R0.x, R0, c[40];
MAD   o[TEX0].xyz, v[0].w, c[A0.x + 27], R1;
ARL   A0.x, R0.x;
DP4   o[COL0].w, v[0], c[A0.x + 3];
DP4   o[COL0].z, v[0], c[A0.x + 2];
DP4   o[COL0].y, v[0], c[A0.x + 1];
DP4   o[COL0].x, v[0], c[A0.x];
END
# 24 instructions, 0 R-regs
