!!ARBvp1.0
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -quiet -profile arbvp1
# source file: tests/sema/cases/530_reach_if_constant_branches.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile arbvp1
#program main
#var float4 p : $vin.POSITION : POSITION : 0 : 1
#var float4 main : $vout.POSITION : HPOS : -1 : 1
#const c[0] = 1
PARAM c[1] = { { 1 } };
ADD result.position.yzw, vertex.position, c[0].x;
MOV result.position.x, c[0];
END
# 2 instructions, 0 R-regs
