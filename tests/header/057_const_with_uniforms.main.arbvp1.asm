!!ARBvp1.0
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -profile arbvp1
# source file: tests/header/057_const_with_uniforms.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile arbvp1
#program main
#semantic u1
#semantic u2
#var float4 p : $vin.POSITION : POSITION : 0 : 1
#var float4 u1 :  : c[1] : -1 : 1
#var float4 u2 :  : c[2] : -1 : 1
#var float4 main : $vout.POSITION : HPOS : -1 : 1
#const c[0] = 3 8
#const c[3] = 4 5 6 7
PARAM c[4] = { { 3, 8 },
		program.local[1..2],
		{ 4, 5, 6, 7 } };
TEMP R0;
MUL R0, vertex.position, c[0].x;
ADD R0, R0, c[1];
MUL R0, R0, c[3];
ADD R0, R0, c[2];
MUL result.position, R0, c[0].y;
END
# 5 instructions, 1 R-regs
