!!ARBfp1.0
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -profile arbfp1
# source file: tests/glsl/cases/flow_if_kept.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile arbfp1
#program f_vector_select
#var float4 a : $vin.TEXCOORD0 : TEX0 : 0 : 1
#var float4 f_vector_select : $vout.COLOR : COL : -1 : 1
CMP result.color, -fragment.texcoord[0], fragment.texcoord[0], -fragment.texcoord[0];
END
# 1 instructions, 0 R-regs
