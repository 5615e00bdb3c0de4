!!ARBfp1.0
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -quiet -profile arbfp1
# source file: tests/sema/cases/464_iface_unsized_uniform_array_length_loop.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile arbfp1
#program main
#semantic lights
#var float3 n : $vin.TEXCOORD0 :  : 0 : 0
#var float4 main : $vout.COLOR : COL : -1 : 1
#const c[0] = 0 1
PARAM c[1] = { { 0, 1 } };
MOV result.color, c[0].xxxy;
END
# 1 instructions, 0 R-regs
