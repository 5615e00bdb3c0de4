!!ARBfp1.0
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -profile arbfp1
# source file: tests/header/042_fragment_out_params.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile arbfp1
#program main
#var float4 c : $vin.COLOR0 : COL0 : 0 : 1
#var float4 oc : $vout.COLOR0 : COL : 1 : 1
#var float od : $vout.DEPTH : DEPR : 2 : 1
MOV result.color, fragment.color.primary.wzyx;
MOV result.depth.z, fragment.color.primary.x;
END
# 2 instructions, 0 R-regs
