!!ARBfp1.0
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -profile arbfp1
# source file: tests/header/148_const_array_semantic.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile arbfp1
#program main
#semantic coeffs
#semantic samples
#semantic unused
#semantic gain
#var float4 a : $vin.TEXCOORD0 : TEX0 : 0 : 1
#var float gain :  : c[0] : -1 : 1
#var float4 main : $vout.COLOR : COL : -1 : 1
#const c[1] = -26.666668 -53.333336 -80 -106.66667
PARAM c[2] = { program.local[0],
		{ -26.666668, -53.333336, -80, -106.66667 } };
TEMP R0;
MUL R0, fragment.texcoord[0], c[0].x;
MUL result.color, R0, c[1];
END
# 2 instructions, 1 R-regs
