!!ARBvp1.0
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -profile arbvp1
# source file: tests/header/135_const_globals.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile arbvp1
#program main
#semantic main.pc
#semantic main.pd
#semantic uck
#semantic cu
#semantic cn
#semantic ui
#var float4 p : $vin.POSITION : POSITION : 0 : 1
#var float4 pc :  : c[1] : 1 : 1
#var float4 pd :  : c[2] : 2 : 1
#var float4 uck :  : c[3] : -1 : 1
#var float4 cu :  : c[4] : -1 : 1
#var float4 cn :  : c[5] : -1 : 1
#var float4 ui :  : c[6] : -1 : 1
#var float4 main : $vout.POSITION : HPOS : -1 : 1
#const c[0] = 5 6 7 8
#default pd = 3 3 3 3
#default uck = 1 2 3 4
#default ui = 9 8 7 6
PARAM c[7] = { { 5, 6, 7, 8 },
		program.local[1..6] };
TEMP R0;
MUL R0, vertex.position, c[0];
ADD R0, R0, c[3];
ADD R0, R0, c[4];
ADD R0, R0, c[5];
ADD R0, R0, c[6];
ADD R0, R0, c[1];
ADD result.position, R0, c[2];
END
# 7 instructions, 1 R-regs
