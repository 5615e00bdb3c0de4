!!VP1.1
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -profile vp20
# source file: tests/header/018_struct_varying_in.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile vp20
#program main
#var float4 i.pos : $vin.POSITION : ATTR0 : 0 : 1
#var float3 i.nrm : $vin.NORMAL : ATTR2 : 0 : 1
#var float2 i.uv : $vin.TEXCOORD0 : TEXCOORD0 : 0 : 1
#var float4 i.unusedc : $vin.COLOR0 :  : 0 : 0
#var float4 main.pos : $vout.POSITION : HPOS : -1 : 1
#var float4 main.col : $vout.COLOR0 : COL0 : -1 : 1
#var float2 main.uv : $vout.TEXCOORD0 : TEX0 : -1 : 1
MOV   o[HPOS], v[0];
MOV   o[COL0], v[2].xyzz;
MOV   o[TEX0].xy, v[8];
END
# 3 instructions, 0 R-regs
