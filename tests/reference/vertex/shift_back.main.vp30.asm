!!VP2.0
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -profile vp30
# source file: tests/shaders/vertex/shift_back.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile vp30
#program main
#semantic main.IN
#semantic main.b
#semantic main.mvp
#var float4 position : $vin.POSITION : ATTR0 : 0 : 1
#var float2 t : $vin.TEXCOORD0 : TEXCOORD0 : 1 : 1
#var float4 a : $vin.TEXCOORD1 : TEXCOORD1 : 2 : 1
#var float2 IN.video_size :  :  : 3 : 0
#var float2 IN.texture_size :  :  : 3 : 0
#var float4 b :  : c[4] : 4 : 1
#var float4x4 mvp :  : c[0], 4 : 5 : 1
#var float4 hpos : $vout.POSITION : HPOS : 6 : 1
#var float2 uv : $vout.TEXCOORD0 : TEX0 : 7 : 1
#var float4 o1 : $vout.TEXCOORD1 : TEX1 : 8 : 1
#var float4 o2 : $vout.TEXCOORD2 : TEX2 : 9 : 1
BB0:
MOV   o[TEX1], v[9];
MOV   o[TEX2], c[4].y;
MOV   o[TEX0].xy, v[8];
DP4   o[HPOS].w, v[0], c[3];
DP4   o[HPOS].z, v[0], c[2];
DP4   o[HPOS].y, v[0], c[1];
DP4   o[HPOS].x, v[0], c[0];
END
# 7 instructions, 0 R-regs
