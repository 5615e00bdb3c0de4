!!ARBfp1.0
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -quiet -profile arbfp1
# source file: tests/sema/cases/531_reach_folded_conditions.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile arbfp1
#program main
#semantic main.u
#var float4 p : $vin.TEXCOORD0 : TEX0 : 0 : 1
#var float4 u :  :  : 1 : 0
#var float4 main : $vout.COLOR : COL : -1 : 1
#const c[0] = 1
PARAM c[1] = { { 1 } };
ADD result.color, fragment.texcoord[0], c[0].x;
END
# 1 instructions, 0 R-regs
