!!VP2.0
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -profile vp30
# source file: tests/shaders/vertex/libretro_stock.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile vp30
#program main_vertex
#semantic main_vertex.modelViewProj
#semantic main_vertex.IN
#var float4 position : $vin.POSITION : ATTR0 : 0 : 1
#var float4 oPosition : $vout.POSITION : HPOS : 1 : 1
#var float4x4 modelViewProj :  : c[0], 4 : 2 : 1
#var float4 color : $vin.COLOR : ATTR3 : 3 : 1
#var float4 oColor : $vout.COLOR : COL0 : 4 : 1
#var float2 tex : $vin.TEXCOORD : TEXCOORD0 : 5 : 1
#var float2 oTex : $vout.TEXCOORD : TEX0 : 6 : 1
#var float2 oPixel : $vout.TEXCOORD1 : TEX1 : 7 : 1
#var float2 IN.video_size :  :  : 8 : 0
#var float2 IN.texture_size :  : c[4] : 8 : 1
#var float2 IN.output_size :  :  : 8 : 0
#var float IN.frame_count :  :  : 8 : 0
BB0:
MOV   o[COL0], v[3];
MOV   o[TEX0].xy, v[8];
MUL   o[TEX1].xy, v[8], c[4];
DP4   o[HPOS].w, v[0], c[3];
DP4   o[HPOS].z, v[0], c[2];
DP4   o[HPOS].y, v[0], c[1];
DP4   o[HPOS].x, v[0], c[0];
END
# 7 instructions, 0 R-regs
