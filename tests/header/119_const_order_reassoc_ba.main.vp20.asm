!!VP1.1
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -profile vp20
# source file: tests/header/119_const_order_reassoc_ba.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile vp20
#program main
#var float4 p : $vin.POSITION : ATTR0 : 0 : 1
#var float4 q : $vin.TEXCOORD0 : TEXCOORD0 : 1 : 1
#var float4 main : $vout.POSITION : HPOS : -1 : 1
#const c[0] = 1 2 3 4
#const c[1] = 5 6 7 8
MUL   R0, v[0], c[0];
MUL   R0, v[8], R0;
MUL   o[HPOS], R0, c[1];
END
# 3 instructions, 0 R-regs
