!!ARBfp1.0
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -profile arbfp1
# source file: tests/header/123_const_derived_in_fragment.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile arbfp1
#program main
#var float4 c : $vin.COLOR0 : COL0 : 0 : 1
#var float4 t : $vin.TEXCOORD0 : TEX0 : 1 : 1
#var float4 main : $vout.COLOR : COL : -1 : 1
#const c[0] = 1 2 0 0.5
#const c[1] = 3 4 5
PARAM c[2] = { { 1, 2, 0, 0.5 },
		{ 3, 4, 5 } };
TEMP R0;
MUL R0, fragment.color.primary, c[0].w;
MUL R0, R0, fragment.texcoord[0];
ADD R0, R0, c[0].xyzz;
MAD result.color, R0, fragment.texcoord[0], c[1].xyzz;
END
# 4 instructions, 1 R-regs
