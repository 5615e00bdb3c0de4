!!ARBvp1.0
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -profile arbvp1
# source file: tests/header/097_arbvp1_c0_explicit.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile arbvp1
#program main
#semantic z : C0
#semantic a
#var float4 p : $vin.POSITION : POSITION : 0 : 1
#var float4 z : C0 : c[0] : -1 : 1
#var float4 a :  : c[1] : -1 : 1
#var float4 main : $vout.POSITION : HPOS : -1 : 1
#const c[2] = 0.5
PARAM c[3] = { program.local[0..1],
		{ 0.5 } };
TEMP R0;
MUL R0, vertex.position, c[0];
ADD R0, R0, c[1];
ADD result.position, R0, c[2].x;
END
# 3 instructions, 1 R-regs
