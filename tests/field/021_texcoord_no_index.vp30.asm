!!VP2.0
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -quiet -profile vp30
# source file: 021_texcoord_no_index.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile vp30
#program main
#var float4 p : $vin.POSITION : ATTR0 : 0 : 1
#var float2 tex : $vin.TEXCOORD : TEXCOORD0 : 1 : 1
#var float4 oPos : $vout.POSITION : HPOS : 2 : 1
#var float2 oTex : $vout.TEXCOORD : TEX0 : 3 : 1
BB0:
MOV   o[HPOS], v[0];
MOV   o[TEX0].xy, v[8];
END
# 2 instructions, 0 R-regs
