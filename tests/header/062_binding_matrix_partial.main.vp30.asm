!!VP2.0
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -profile vp30
# source file: tests/header/062_binding_matrix_partial.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile vp30
#program main
#semantic m
#semantic n
#semantic after
#var float4 p : $vin.POSITION : ATTR0 : 0 : 1
#var float4x4 m :  : c[0], 4 : -1 : 1
#var float4x4 n :  : c[4], 4 : -1 : 1
#var float4 after :  : c[8] : -1 : 1
#var float4 main : $vout.POSITION : HPOS : -1 : 1
BB0:
DP3   R0.z, v[0], c[2];
DP3   R0.y, v[0], c[1];
MOV   R0.w, v[0];
DP3   R0.x, v[0], c[0];
ADD   R0, c[6], R0;
ADD   o[HPOS], c[8], R0;
END
# 6 instructions, 1 R-regs
