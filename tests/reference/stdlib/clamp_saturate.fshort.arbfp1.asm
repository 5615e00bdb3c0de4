!!ARBfp1.0
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -profile arbfp1
# source file: tests/shaders/stdlib/clamp_saturate.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile arbfp1
#program fshort
#var float4 a : $vin.TEXCOORD0 : TEX0 : 0 : 1
#var float4 fshort : $vout.COLOR : COL : -1 : 1
#const c[0] = 1.16
PARAM c[1] = { { 1.16 } };
MUL_SAT result.color, fragment.texcoord[0], c[0].x;
END
# 1 instructions, 0 R-regs
