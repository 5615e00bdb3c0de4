!!VP1.1
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -profile vp20
# source file: tests/header/026_static_global.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile vp20
#program main
#semantic u
#var float4 p : $vin.POSITION : ATTR0 : 0 : 1
#var float4 u :  : c[0] : -1 : 1
#var float4 main : $vout.POSITION : HPOS : -1 : 1
#const c[1] = 1 2 3 4
#const c[2] = 0.5
MUL   R0, v[0], c[1];
ADD   R0, R0, c[0];
ADD   o[HPOS], R0, c[2].x;
END
# 3 instructions, 0 R-regs
