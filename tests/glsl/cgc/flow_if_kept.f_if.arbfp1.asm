!!ARBfp1.0
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -profile arbfp1
# source file: tests/glsl/cases/flow_if_kept.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile arbfp1
#program f_if
#var float4 a : $vin.TEXCOORD0 : TEX0 : 0 : 1
#var float4 f_if : $vout.COLOR : COL : -1 : 1
#const c[0] = 2
PARAM c[1] = { { 2 } };
TEMP R0;
MUL R0, fragment.texcoord[0], c[0].x;
CMP result.color, -fragment.texcoord[0].x, R0, fragment.texcoord[0];
END
# 2 instructions, 1 R-regs
