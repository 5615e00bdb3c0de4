!!VP2.0
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -profile vp30
# source file: tests/header/094_binding_matrix_kinds.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile vp30
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
BB0:
DP4   R0.x, v[0], c[0];
ADD   R0, c[9], R0.x;
ADD   R1, c[10], R0;
DP4   R0.w, v[0], c[4];
DP4   R0.z, v[0], c[3];
DP4   R0.y, v[0], c[2];
DP4   R0.x, v[0], c[1];
ADD   R0, R0, R1;
ADD   R1, c[11], R0;
MUL   R0.w, v[0].x, c[8].x;
MUL   R0.z, v[0].x, c[7].x;
MUL   R0.y, v[0].x, c[6].x;
MUL   R0.x, v[0], c[5];
ADD   o[HPOS], R0, R1;
END
# 14 instructions, 2 R-regs
