!!VP2.0
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -profile vp30
# source file: tests/header/054_const_many_scalars.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile vp30
#program main
#var float4 p : $vin.POSITION : ATTR0 : 0 : 1
#var float4 main : $vout.POSITION : HPOS : -1 : 1
#const c[0] = 2.5 4.5 6.5 8.5
#const c[1] = 1.5 3.5 5.5 7.5
#const c[2] = 9.5
BB0:
MUL   R0, v[0], c[1];
ADD   R0, c[0], R0;
MUL   o[HPOS], R0, c[2].x;
END
# 3 instructions, 1 R-regs
