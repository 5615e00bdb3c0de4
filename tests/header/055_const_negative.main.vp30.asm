!!VP2.0
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -profile vp30
# source file: tests/header/055_const_negative.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile vp30
#program main
#var float4 p : $vin.POSITION : ATTR0 : 0 : 1
#var float4 main : $vout.POSITION : HPOS : -1 : 1
#const c[0] = 3 2
#const c[1] = -1 1 -0.5 0.5
BB0:
MAD   R0, -v[0], c[0].y, c[0].x;
MUL   o[HPOS], R0, c[1];
END
# 2 instructions, 1 R-regs
