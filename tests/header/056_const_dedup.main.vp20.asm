!!VP1.1
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -profile vp20
# source file: tests/header/056_const_dedup.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile vp20
#program main
#var float4 p : $vin.POSITION : ATTR0 : 0 : 1
#var float4 q : $vin.TEXCOORD0 : TEXCOORD0 : 1 : 1
#var float4 main : $vout.POSITION : HPOS : -1 : 1
#const c[0] = 0.0625 0.25 0.5
MOV   R0, v[8];
ADD   R0, v[0], R0;
MAD   o[HPOS], R0, c[0].x, c[0].yzyz;
END
# 3 instructions, 0 R-regs
