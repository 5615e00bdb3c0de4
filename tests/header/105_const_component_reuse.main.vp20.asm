!!VP1.1
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -profile vp20
# source file: tests/header/105_const_component_reuse.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile vp20
#program main
#var float4 p : $vin.POSITION : ATTR0 : 0 : 1
#var float4 q : $vin.TEXCOORD0 : TEXCOORD0 : 1 : 1
#var float4 main : $vout.POSITION : HPOS : -1 : 1
#const c[0] = 2 1 3 4
#const c[1] = 0.5
ADD   R0, v[0], c[0].x;
MUL   R0, R0, v[8];
MUL   R0, R0, v[8];
MUL   R0, R0, c[0].yxzw;
ADD   o[HPOS], R0, c[1].x;
END
# 5 instructions, 0 R-regs
