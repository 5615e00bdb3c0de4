!!ARBvp1.0
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -profile arbvp1
# source file: tests/header/089_const_two_and_three.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile arbvp1
#program main
#var float4 p : $vin.POSITION : POSITION : 0 : 1
#var float4 main : $vout.POSITION : HPOS : -1 : 1
#const c[0] = 2 3 1
#const c[1] = 4 5 6
PARAM c[2] = { { 2, 3, 1 },
		{ 4, 5, 6 } };
TEMP R0;
MUL R0.xyz, vertex.position, c[0];
ADD result.position.xyz, R0, c[1];
MOV result.position.w, vertex.position;
END
# 3 instructions, 1 R-regs
