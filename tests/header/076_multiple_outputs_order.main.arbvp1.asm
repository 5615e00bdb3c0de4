!!ARBvp1.0
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -profile arbvp1
# source file: tests/header/076_multiple_outputs_order.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile arbvp1
#program main
#var float4 p : $vin.POSITION : POSITION : 0 : 1
#var float4 c : $vin.COLOR0 : COLOR0 : 1 : 1
#var float4 main.t1 : $vout.TEXCOORD1 : TEX1 : -1 : 1
#var float4 main.c0 : $vout.COLOR0 : COL0 : -1 : 1
#var float4 main.pos : $vout.POSITION : HPOS : -1 : 1
#var float4 main.t0 : $vout.TEXCOORD0 : TEX0 : -1 : 1
#const c[0] = 2
PARAM c[1] = { { 2 } };
MUL result.texcoord[1], vertex.color, c[0].x;
MOV result.color, vertex.color;
MOV result.position, vertex.position;
MUL result.texcoord[0], vertex.position, c[0].x;
END
# 4 instructions, 0 R-regs
