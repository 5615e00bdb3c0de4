!!ARBfp1.0
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -unroll count=100 -profile arbfp1
# source file: tests/glsl/cases/flow_unroll_count.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile arbfp1
#program short_sum
#var float4 c : $vin.TEXCOORD0 : TEX0 : 0 : 1
#var float4 short_sum : $vout.COLOR : COL : -1 : 1
#const c[0] = 2 3
PARAM c[1] = { { 2, 3 } };
TEMP R0;
MAD R0, fragment.texcoord[0], c[0].x, fragment.texcoord[0];
MAD result.color, fragment.texcoord[0], c[0].y, R0;
END
# 2 instructions, 1 R-regs
