!!ARBvp1.0
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -profile arbvp1
# source file: tests/header/306_debug_matrix_reserves_rows.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile arbvp1
#program main
#semantic n
#semantic k
#var float4 c : $vin.POSITION : POSITION : 0 : 1
#var float4x4 n :  : c[1], 4 : -1 : 0
#var float4 k :  :  : -1 : 0
#var float4 main : $vout.POSITION : HPOS : -1 : 1
#const c[0] = 2
PARAM c[1] = { { 2 } };
MUL result.position, vertex.position, c[0].x;
END
# 1 instructions, 0 R-regs
