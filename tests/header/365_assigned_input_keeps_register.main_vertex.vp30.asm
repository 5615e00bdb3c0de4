!!VP2.0
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -profile vp30
# source file: tests/header/365_assigned_input_keeps_register.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile vp30
#program main_vertex
#semantic main_vertex.modelViewProj
#semantic main_vertex.IN
#var float4 position : $vin.POSITION : ATTR0 : 0 : 1
#var float4 oPosition : $vout.POSITION : HPOS : 1 : 1
#var float4x4 modelViewProj :  : c[0], 4 : 2 : 1
#var float2 tex : $vin.TEXCOORD0 : TEXCOORD0 : 3 : 0
#var float2 oTex : $vin.TEXCOORD0 : TEXCOORD0 : 4 : 0
#var float2 tex_border : $vin.TEXCOORD1 : TEXCOORD1 : 5 : 1
#var float2 otex_border : $vout.TEXCOORD1 : TEX1 : 6 : 1
#var float4 unused : $vin.TEXCOORD2 :  : 7 : 0
#var float2 IN.video_size :  :  : 8 : 0
#var float2 IN.texture_size :  :  : 8 : 0
BB0:
MOV   o[TEX1].xy, v[9];
DP4   o[HPOS].w, v[0], c[3];
DP4   o[HPOS].z, v[0], c[2];
DP4   o[HPOS].y, v[0], c[1];
DP4   o[HPOS].x, v[0], c[0];
END
# 5 instructions, 0 R-regs
