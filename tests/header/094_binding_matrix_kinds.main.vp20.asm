!!VP1.1
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -profile vp20
# source file: tests/header/094_binding_matrix_kinds.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile vp20
#program main
#semantic v0
#semantic m14
#semantic v1
#semantic ma
#semantic v2
#semantic m41
#var float4 p : $vin.POSITION : ATTR0 : 0 : 1
#var float4 v0 :  : c[9] : -1 : 1
#var float1x4 m14 :  : c[0], 1 : -1 : 1
#var float4 v1 :  : c[10] : -1 : 1
#var float4x4 ma[0] :  : , 4 : -1 : 0
#var float4x4 ma[1] :  : c[1], 4 : -1 : 1
#var float4 v2 :  : c[11] : -1 : 1
#var float4x1 m41 :  : c[5], 4 : -1 : 1
#var float4 main : $vout.POSITION : HPOS : -1 : 1
DP4   R0.x, v[0], c[0];
ADD   R0, R0.x, c[9];
ADD   R1, R0, c[10];
DP4   R0.w, v[0], c[4];
DP4   R0.z, v[0], c[3];
DP4   R0.x, v[0], c[1];
DP4   R0.y, v[0], c[2];
ADD   R0, R1, R0;
ADD   R1, R0, c[11];
MUL   R0.w, v[0].x, c[8].x;
MUL   R0.z, v[0].x, c[7].x;
MUL   R0.x, v[0], c[5];
MUL   R0.y, v[0].x, c[6].x;
ADD   o[HPOS], R1, R0;
END
# 14 instructions, 0 R-regs
