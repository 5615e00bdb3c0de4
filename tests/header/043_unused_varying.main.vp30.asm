!!VP2.0
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -profile vp30
# source file: tests/header/043_unused_varying.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile vp30
#program main
#var float4 p : $vin.POSITION : ATTR0 : 0 : 1
#var float4 c : $vin.COLOR0 : ATTR3 : 1 : 1
#var float4 unusedN : $vin.NORMAL :  : 2 : 0
#var float2 unusedT : $vin.TEXCOORD3 :  : 3 : 0
#var float4 main.pos : $vout.POSITION : HPOS : -1 : 1
#var float4 main.col : $vout.COLOR0 : COL0 : -1 : 1
#var float4 main.tc : $vout.TEXCOORD0 : TEX0 : -1 : 1
#const c[0] = 0
BB0:
MOV   o[HPOS], v[0];
MOV   o[COL0], v[3];
MOV   o[TEX0], c[0].x;
END
# 3 instructions, 0 R-regs
