!!ARBfp1.0
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -quiet -profile arbfp1
# source file: tests/sema/cases/665_true_false_are_constants_unhidden.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile arbfp1
#program main
#var float4 p : $vin.TEXCOORD0 : TEX0 : 0 : 1
#var float4 main : $vout.COLOR : COL : -1 : 1
MOV result.color, fragment.texcoord[0];
END
# 1 instructions, 0 R-regs
