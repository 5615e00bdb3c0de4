!!ARBvp1.0
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -profile arbvp1
# source file: tests/header/103_const_scalar_then_vector.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile arbvp1
#program main
#var float4 p : $vin.POSITION : POSITION : 0 : 1
#var float4 main : $vout.POSITION : HPOS : -1 : 1
#const c[0] = 0.5
#const c[1] = 1 2 3 4
PARAM c[2] = { { 0.5 },
		{ 1, 2, 3, 4 } };
TEMP R0;
MUL R0, vertex.position, c[0].x;
ADD result.position, R0, c[1];
END
# 2 instructions, 1 R-regs
