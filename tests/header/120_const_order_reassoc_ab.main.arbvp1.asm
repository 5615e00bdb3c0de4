!!ARBvp1.0
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -profile arbvp1
# source file: tests/header/120_const_order_reassoc_ab.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile arbvp1
#program main
#var float4 p : $vin.POSITION : POSITION : 0 : 1
#var float4 q : $vin.TEXCOORD0 : TEXCOORD0 : 1 : 1
#var float4 main : $vout.POSITION : HPOS : -1 : 1
#const c[0] = 5 6 7 8
#const c[1] = 1 2 3 4
PARAM c[2] = { { 5, 6, 7, 8 },
		{ 1, 2, 3, 4 } };
TEMP R0;
MUL R0, vertex.texcoord[0], c[0];
MUL R0, vertex.position, R0;
MUL result.position, R0, c[1];
END
# 3 instructions, 1 R-regs
