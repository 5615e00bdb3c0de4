!!ARBfp1.0
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -profile arbfp1
# source file: tests/shaders/stdlib/pow_constant_exponent.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile arbfp1
#program fsquare
#var float4 a : $vin.TEXCOORD0 : TEX0 : 0 : 1
#var float4 fsquare : $vout.COLOR : COL : -1 : 1
MUL result.color, fragment.texcoord[0], fragment.texcoord[0];
END
# 1 instructions, 0 R-regs
