!!VP1.1
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -profile vp20
# source file: tests/header/022_global_order.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile vp20
#program main
#semantic g1
#semantic g2
#semantic g3
#semantic g4
#var float4 p : $vin.POSITION : ATTR0 : 0 : 1
#var float4 g1 :  : c[0] : -1 : 1
#var float4 g2 :  : c[1] : -1 : 1
#var float4 g3 :  : c[2] : -1 : 1
#var float4 g4 :  : c[3] : -1 : 1
#var float4 main : $vout.POSITION : HPOS : -1 : 1
MOV   R0, c[3];
MUL   R0, R0, c[0];
MAD   R0, v[0], c[2], R0;
ADD   o[HPOS], R0, c[1];
END
# 4 instructions, 0 R-regs
