!!ARBfp1.0
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -quiet -profile arbfp1
# source file: tests/sema/cases/463_arr_unsized_uniform_length_loop.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile arbfp1
#program main
#semantic k
#var float4 c : $vin.COLOR0 : COL0 : 0 : 1
#var float4 k[0] :  :  : -1 : 0
#var float4 main : $vout.COLOR : COL : -1 : 1
MOV result.color, fragment.color.primary;
END
# 1 instructions, 0 R-regs
