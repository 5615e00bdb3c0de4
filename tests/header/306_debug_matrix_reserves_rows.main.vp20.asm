!!VP1.1
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -profile vp20
# source file: tests/header/306_debug_matrix_reserves_rows.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile vp20
#program main
#semantic n
#semantic k
#var float4 c : $vin.POSITION : ATTR0 : 0 : 1
#var float4x4 n :  : c[0], 4 : -1 : 0
#var float4 k :  :  : -1 : 0
#var float4 main : $vout.POSITION : HPOS : -1 : 1
#const c[4] = 2
MUL   o[HPOS], v[0], c[4].x;
END
# 1 instructions, 0 R-regs
