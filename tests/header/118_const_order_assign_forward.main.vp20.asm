!!VP1.1
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -profile vp20
# source file: tests/header/118_const_order_assign_forward.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile vp20
#program main
#var float4 p : $vin.POSITION : ATTR0 : 0 : 1
#var float4 main.pos : $vout.POSITION : HPOS : -1 : 1
#var float4 main.col : $vout.COLOR0 : COL0 : -1 : 1
#var float4 main.tc : $vout.TEXCOORD0 : TEX0 : -1 : 1
#const c[0] = 1 2 3 4
#const c[1] = 5 4 3 2
#const c[2] = 9 8 7 6
MUL   o[HPOS], v[0], c[0];
MUL   o[COL0], v[0], c[1];
MUL   o[TEX0], v[0], c[2];
END
# 3 instructions, 0 R-regs
