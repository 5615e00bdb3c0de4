!!ARBfp1.0
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -profile arbfp1
# source file: tests/header/087_fragment_program_local_explicit.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile arbfp1
#program main
#semantic a : C2
#semantic b
#var float4 c : $vin.COLOR0 : COL0 : 0 : 1
#var float4 a : C2 : c[2] : -1 : 1
#var float4 b :  : c[0] : -1 : 1
#var float4 main : $vout.COLOR : COL : -1 : 1
#const c[1] = 0.5
PARAM c[3] = { program.local[0],
		{ 0.5 },
		program.local[2] };
TEMP R0;
MUL R0, fragment.color.primary, c[2];
ADD R0, R0, c[0];
ADD result.color, R0, c[1].x;
END
# 3 instructions, 1 R-regs
