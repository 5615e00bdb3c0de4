!!VP1.1
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -profile vp20
# source file: tests/shaders/vertex/mul_matrix_product_vector.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile vp20
#program main
#semantic main.projMatrix
#semantic main.modelViewMatrix
#var float3 vertexPosition : $vin.POSITION : ATTR0 : 0 : 1
#var float3 vertexNormal : $vin.NORMAL : ATTR2 : 1 : 1
#var float2 vertexTexcoord : $vin.TEXCOORD0 : TEXCOORD0 : 2 : 1
#var float4x4 projMatrix :  : c[0], 4 : 3 : 1
#var float4x4 modelViewMatrix :  : c[4], 4 : 4 : 1
#var float4 ePosition : $vout.POSITION : HPOS : 5 : 1
#var float4 oPosition : $vout.TEXCOORD0 : TEX0 : 6 : 1
#var float3 oNormal : $vout.TEXCOORD1 : TEX1 : 7 : 1
#var float2 oTexcoord : $vout.TEXCOORD2 : TEX2 : 8 : 1
#const c[8] = 1
MOV   R1.w, c[8].x;
MOV   R1.xyz, v[0];
DP4   R0.w, R1, c[7];
DP4   R0.z, R1, c[6];
DP4   R0.x, R1, c[4];
DP4   R0.y, R1, c[5];
DP4   o[HPOS].w, R0, c[3];
DP4   o[HPOS].z, R0, c[2];
DP4   o[HPOS].y, R0, c[1];
DP4   o[HPOS].x, R0, c[0];
MOV   o[TEX0], R1;
MOV   o[TEX1].xyz, v[2];
MOV   o[TEX2].xy, v[8];
END
# 13 instructions, 0 R-regs
