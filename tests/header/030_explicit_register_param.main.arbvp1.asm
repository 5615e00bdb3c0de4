!!ARBvp1.0
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -profile arbvp1
# source file: tests/header/030_explicit_register_param.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile arbvp1
#program main
#semantic main.a : C3
#semantic main.b
#var float4 p : $vin.POSITION : POSITION : 0 : 1
#var float4 a : C3 : c[3] : 1 : 1
#var float4 b :  : c[1] : 2 : 1
#var float4 main : $vout.POSITION : HPOS : -1 : 1
#const c[0] = 0.5
PARAM c[4] = { { 0.5 },
		program.local[1..3] };
TEMP R0;
MUL R0, vertex.position, c[3];
ADD R0, R0, c[1];
ADD result.position, R0, c[0].x;
END
# 3 instructions, 1 R-regs
