!!ARBvp1.0
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -profile arbvp1
# source file: tests/header/027_const_global.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile arbvp1
#program main
#semantic u
#var float4 p : $vin.POSITION : POSITION : 0 : 1
#var float4 u :  : c[1] : -1 : 1
#var float4 main : $vout.POSITION : HPOS : -1 : 1
#const c[0] = 5 6 7 8
PARAM c[2] = { { 5, 6, 7, 8 },
		program.local[1] };
TEMP R0;
MUL R0, vertex.position, c[0];
ADD result.position, R0, c[1];
END
# 2 instructions, 1 R-regs
