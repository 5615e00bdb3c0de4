!!ARBfp1.0
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -profile arbfp1
# source file: tests/header/002_minimal_fragment.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile arbfp1
#program main
#var float4 main : $vout.COLOR : COL : -1 : 1
#const c[0] = 0.25 0.5 0.75 1
PARAM c[1] = { { 0.25, 0.5, 0.75, 1 } };
MOV result.color, c[0];
END
# 1 instructions, 0 R-regs
