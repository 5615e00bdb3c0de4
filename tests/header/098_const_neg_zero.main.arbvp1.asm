!!ARBvp1.0
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -profile arbvp1
# source file: tests/header/098_const_neg_zero.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile arbvp1
#program main
#var float4 p : $vin.POSITION : POSITION : 0 : 1
#var float4 main.pos : $vout.POSITION : HPOS : -1 : 1
#var float4 main.c0 : $vout.COLOR0 : COL0 : -1 : 1
#const c[0] = -0 1.4012985e-45 -1.4012985e-45
#const c[1] = -1 -2 -3 -4
PARAM c[2] = { { -0, 1.4012985e-45, -1.4012985e-45 },
		{ -1, -2, -3, -4 } };
ADD result.position, vertex.position, c[0].xxyz;
MUL result.color, vertex.position, c[1];
END
# 2 instructions, 0 R-regs
