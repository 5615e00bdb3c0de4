!!VP1.1
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -profile vp20
# source file: tests/header/027_const_global.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile vp20
#program main
#semantic u
#var float4 p : $vin.POSITION : ATTR0 : 0 : 1
#var float4 u :  : c[0] : -1 : 1
#var float4 main : $vout.POSITION : HPOS : -1 : 1
#const c[1] = 5 6 7 8
MUL   R0, v[0], c[1];
ADD   o[HPOS], R0, c[0];
END
# 2 instructions, 0 R-regs
