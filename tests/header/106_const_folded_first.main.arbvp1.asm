!!ARBvp1.0
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -profile arbvp1
# source file: tests/header/106_const_folded_first.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile arbvp1
#program main
#var float4 p : $vin.POSITION : POSITION : 0 : 1
#var float4 main : $vout.POSITION : HPOS : -1 : 1
#const c[0] = 5 10 15 20
#const c[1] = 2 3
PARAM c[2] = { { 5, 10, 15, 20 },
		{ 2, 3 } };
TEMP R0;
MAD R0, vertex.position, c[1].x, c[1].y;
MUL result.position, R0, c[0];
END
# 2 instructions, 1 R-regs
