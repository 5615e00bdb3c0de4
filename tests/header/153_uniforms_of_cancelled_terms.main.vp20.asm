!!VP1.1
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -profile vp20
# source file: tests/header/153_uniforms_of_cancelled_terms.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile vp20
#program main
#semantic main.IN
#semantic main.modelViewProj
#var float4 position : $vin.POSITION : ATTR0 : 0 : 1
#var float2 texCoord : $vin.TEXCOORD0 : TEXCOORD0 : 1 : 1
#var float2 IN.video_size :  :  : 2 : 0
#var float2 IN.texture_size :  :  : 2 : 0
#var float2 IN.output_size :  :  : 2 : 0
#var float4x4 modelViewProj :  : c[0], 4 : 3 : 1
#var float4 oPosition : $vout.POSITION : HPOS : 4 : 1
#var float2 oTex : $vout.TEXCOORD0 : TEX0 : 5 : 1
MOV   o[TEX0].xy, v[8];
DP4   o[HPOS].w, v[0], c[3];
DP4   o[HPOS].z, v[0], c[2];
DP4   o[HPOS].y, v[0], c[1];
DP4   o[HPOS].x, v[0], c[0];
END
# 5 instructions, 0 R-regs
