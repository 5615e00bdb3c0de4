!!VP2.0
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -profile vp30
# source file: tests/header/039_vertex_output_col.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile vp30
#program main
#var float4 p : $vin.POSITION : ATTR0 : 0 : 1
#var float4 main.pos : $vout.POSITION : HPOS : -1 : 1
#var float4 main.c : $vout.COLOR : COL0 : -1 : 1
#var float4 main.t : $vout.TEXCOORD : TEX0 : -1 : 1
#var float4 main.c1 : $vout.COLOR1 : COL1 : -1 : 1
BB0:
MOV   o[HPOS], v[0];
MOV   o[COL0], v[0];
MOV   o[TEX0], v[0];
MOV   o[COL1], v[0];
END
# 4 instructions, 0 R-regs
