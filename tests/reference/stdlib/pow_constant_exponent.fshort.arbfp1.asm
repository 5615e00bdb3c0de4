!!ARBfp1.0
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -profile arbfp1
# source file: tests/shaders/stdlib/pow_constant_exponent.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile arbfp1
#program fshort
#var float4 a : $vin.TEXCOORD0 : TEX0 : 0 : 1
#var float4 b : $vin.TEXCOORD1 : TEX1 : 1 : 1
#var float4 fshort : $vout.COLOR : COL : -1 : 1
TEMP R0;
MUL R0.x, fragment.texcoord[0], fragment.texcoord[0].y;
ADD result.color, R0.x, fragment.texcoord[1];
END
# 2 instructions, 1 R-regs
