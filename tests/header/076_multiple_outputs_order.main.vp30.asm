!!VP2.0
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -profile vp30
# source file: tests/header/076_multiple_outputs_order.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile vp30
#program main
#var float4 p : $vin.POSITION : ATTR0 : 0 : 1
#var float4 c : $vin.COLOR0 : ATTR3 : 1 : 1
#var float4 main.t1 : $vout.TEXCOORD1 : TEX1 : -1 : 1
#var float4 main.c0 : $vout.COLOR0 : COL0 : -1 : 1
#var float4 main.pos : $vout.POSITION : HPOS : -1 : 1
#var float4 main.t0 : $vout.TEXCOORD0 : TEX0 : -1 : 1
#const c[0] = 2
BB0:
MUL   o[TEX1], v[3], c[0].x;
MOV   o[COL0], v[3];
MOV   o[HPOS], v[0];
MUL   o[TEX0], v[0], c[0].x;
END
# 4 instructions, 0 R-regs
