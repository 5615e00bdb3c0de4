!!VP1.1
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -profile vp20
# source file: tests/header/091_const_loop_unrolled.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile vp20
#program main
#semantic k
#var float4 p : $vin.POSITION : ATTR0 : 0 : 1
#var float4 k[0] :  : c[0] : -1 : 1
#var float4 k[1] :  : c[1] : -1 : 1
#var float4 k[2] :  : c[2] : -1 : 1
#var float4 main : $vout.POSITION : HPOS : -1 : 1
MUL   R0, v[0], c[0];
MUL   R0, R0, c[1];
MUL   o[HPOS], R0, c[2];
END
# 3 instructions, 0 R-regs
