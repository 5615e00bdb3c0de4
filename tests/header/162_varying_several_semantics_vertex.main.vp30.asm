!!VP2.0
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -profile vp30
# source file: tests/header/162_varying_several_semantics_vertex.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile vp30
#program main
#var float4 p : $vin.POSITION : ATTR0 : 0 : 1
#var float4 q : $vin.TEXCOORD1 : TEXCOORD1 : 1 : 1
#var float4 r : $vin.TEXCOORD2 : TEXCOORD2 : 2 : 1
#var float4 s : $vin.NORMAL : ATTR2 : 3 : 1
#var float4 main.pos : $vout.POSITION : HPOS : -1 : 1
#var float4 main.col : $vout.COLOR1 : COL1 : -1 : 1
#var float4 main.uv : $vout.TEXCOORD4 : TEX4 : -1 : 1
BB0:
MOV   R0, v[10];
MOV   o[HPOS], v[0];
MUL   o[COL1], v[9], R0;
MOV   o[TEX4], v[2];
END
# 4 instructions, 1 R-regs
