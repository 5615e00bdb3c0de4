!!VP2.0
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -profile vp30
# source file: tests/header/088_large_const_count_vp20.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile vp30
#program main
#semantic u
#var float4 p : $vin.POSITION : ATTR0 : 0 : 1
#var float4 u[0] :  : c[0] : -1 : 1
#var float4 u[1] :  : c[1] : -1 : 1
#var float4 u[2] :  : c[2] : -1 : 1
#var float4 main : $vout.POSITION : HPOS : -1 : 1
#const c[3] = 1 2 3 4
#const c[4] = 5 6 7 8
#const c[5] = 9 10 11 12
#const c[6] = 0.5 0.25
BB0:
MUL   R0, v[0], c[3];
ADD   R0, c[0], R0;
MUL   R0, R0, c[4];
ADD   R0, c[1], R0;
MUL   R0, R0, c[5];
ADD   R0, c[2], R0;
MAD   o[HPOS], R0, c[6].x, c[6].y;
END
# 7 instructions, 1 R-regs
