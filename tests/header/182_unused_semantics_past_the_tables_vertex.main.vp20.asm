!!VP1.1
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -profile vp20
# source file: tests/header/182_unused_semantics_past_the_tables_vertex.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile vp20
#program main
#var float4 p : $vin.POSITION : ATTR0 : 0 : 1
#var float3 n1 : $vin.NORMAL1 :  : 1 : 0
#var float4 t9 : $vin.TEXCOORD9 :  : 2 : 0
#var float2 uv : $vin.TEXCOORD0 : TEXCOORD0 : 3 : 1
#var float4 back2 : $vout.BCOL2 :  : 4 : 0
#var float4 main.pos : $vout.POSITION : HPOS : -1 : 1
#var float4 main.spare : $vout.TEXCOORD8 :  : -1 : 0
#var float4 main.col : $vout.COLOR2 :  : -1 : 0
#var float2 main.uv : $vout.TEXCOORD0 : TEX0 : -1 : 1
MOV   o[HPOS], v[0];
MOV   o[TEX0].xy, v[8];
END
# 2 instructions, 0 R-regs
