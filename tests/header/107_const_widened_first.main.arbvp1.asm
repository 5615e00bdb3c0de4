!!ARBvp1.0
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -profile arbvp1
# source file: tests/header/107_const_widened_first.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile arbvp1
#program main
#var float4 p : $vin.POSITION : POSITION : 0 : 1
#var float4 main : $vout.POSITION : HPOS : -1 : 1
#const c[0] = 5 6 0
#const c[1] = 1 2 3 4
#const c[2] = 9 10 11 12
PARAM c[3] = { { 5, 6, 0 },
		{ 1, 2, 3, 4 },
		{ 9, 10, 11, 12 } };
TEMP R0;
MUL R0, vertex.position, c[1];
ADD R0, R0, c[0].xyzz;
MUL result.position, R0, c[2];
END
# 3 instructions, 1 R-regs
