!!VP2.0
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -profile vp30
# source file: tests/header/098_const_neg_zero.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile vp30
#program main
#var float4 p : $vin.POSITION : ATTR0 : 0 : 1
#var float4 main.pos : $vout.POSITION : HPOS : -1 : 1
#var float4 main.c0 : $vout.COLOR0 : COL0 : -1 : 1
#const c[0] = -0 1.4012985e-45 -1.4012985e-45
#const c[1] = -1 -2 -3 -4
BB0:
ADD   o[HPOS], c[0].xxyz, v[0];
MUL   o[COL0], v[0], c[1];
END
# 2 instructions, 0 R-regs
