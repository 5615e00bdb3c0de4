!!VP1.1
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -profile vp20
# source file: tests/header/019_out_params.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile vp20
#program main
#semantic main.k
#var float4 p : $vin.POSITION : ATTR0 : 0 : 1
#var float4 c : $vin.COLOR0 : ATTR3 : 1 : 1
#var float4 opos : $vout.POSITION : HPOS : 2 : 1
#var float4 ocol : $vout.COLOR0 : COL0 : 3 : 1
#var float2 otc : $vout.TEXCOORD1 : TEX1 : 4 : 1
#var float4 k :  : c[0] : 5 : 1
MOV   o[HPOS], v[0];
MUL   o[COL0], v[3], c[0];
MOV   o[TEX1].xy, v[0];
END
# 3 instructions, 0 R-regs
