!!ARBvp1.0
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -quiet -profile arbvp1
# source file: 021_texcoord_no_index.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile arbvp1
#program main
#var float4 p : $vin.POSITION : POSITION : 0 : 1
#var float2 tex : $vin.TEXCOORD : TEXCOORD0 : 1 : 1
#var float4 oPos : $vout.POSITION : HPOS : 2 : 1
#var float2 oTex : $vout.TEXCOORD : TEX0 : 3 : 1
MOV result.position, vertex.position;
MOV result.texcoord[0].xy, vertex.texcoord[0];
END
# 2 instructions, 0 R-regs
