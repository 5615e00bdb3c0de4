!!ARBfp1.0
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -profile arbfp1
# source file: tests/header/261_debug_user_function.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile arbfp1
#program main
#var float4 c : $vin.COLOR0 : COL0 : 0 : 1
#var float4 main : $vout.COLOR : COL : -1 : 1
#const c[0] = 0.5
PARAM c[1] = { { 0.5 } };
MUL result.color, fragment.color.primary, c[0].x;
END
# 1 instructions, 0 R-regs
