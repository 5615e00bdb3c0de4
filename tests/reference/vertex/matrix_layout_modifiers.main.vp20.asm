!!VP1.1
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -profile vp20
# source file: tests/shaders/vertex/matrix_layout_modifiers.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile vp20
#program main
#semantic main.world
#semantic main.rigid
#semantic bones
#semantic light
#semantic mvp
#semantic packed_view
#var float4 p : $vin.POSITION : ATTR0 : 0 : 1
#var float4 idx : $vin.BLENDINDICES : ATTR7 : 1 : 1
#var float4x4 world :  : c[0], 4 : 2 : 1
#var float4x3 rigid :  : c[4], 4 : 3 : 1
#var float4 hpos : $vout.POSITION : HPOS : 4 : 1
#var float4 c : $vout.COLOR0 : COL0 : 5 : 1
#var float4 t0 : $vout.TEXCOORD0 : TEX0 : 6 : 1
#var float3 t1 : $vout.TEXCOORD1 : TEX1 : 7 : 1
#var float4x4 bones[0] :  : c[8], 4 : -1 : 1
#var float4x4 bones[1] :  : c[12], 4 : -1 : 1
#var float4x4 bones[2] :  : c[16], 4 : -1 : 1
#var float4x4 bones[3] :  : c[20], 4 : -1 : 1
#var float4x4 light.proj :  : c[24], 4 : -1 : 1
#var float4 light.color :  : c[36] : -1 : 1
#var float4x4 mvp :  : c[28], 4 : -1 : 1
#var float4x4 packed_view :  : c[32], 4 : -1 : 1
#const c[37] = 4
EXP   R0.y, v[7].x;
ADD   R0.x, v[7], -R0.y;
MUL   R0.x, R0, c[37];
ARL   A0.x, R0.x;
MUL   R0, v[0].y, c[A0.x + 9];
MAD   R0, v[0].x, c[A0.x + 8], R0;
MAD   R0, v[0].z, c[A0.x + 10], R0;
MAD   R0, v[0].w, c[A0.x + 11], R0;
MUL   R1, R0.y, c[1];
MAD   R1, R0.x, c[0], R1;
MAD   R1, R0.z, c[2], R1;
MAD   R1, R0.w, c[3], R1;
MUL   R2, R0.y, c[25];
MAD   R2, R0.x, c[24], R2;
DP4   o[HPOS].w, R1, c[31];
DP4   o[HPOS].z, R1, c[30];
DP4   o[HPOS].y, R1, c[29];
DP4   o[HPOS].x, R1, c[28];
MAD   R1, R0.z, c[26], R2;
MUL   R0.xyz, v[0].y, c[5];
MAD   o[TEX0], R0.w, c[27], R1;
MAD   R1.xyz, v[0].x, c[4], R0;
DP4   R0.x, v[0], c[32];
MAD   R1.xyz, v[0].z, c[6], R1;
MUL   o[COL0], R0.x, c[36];
MAD   o[TEX1].xyz, v[0].w, c[7], R1;
END
# 26 instructions, 0 R-regs
