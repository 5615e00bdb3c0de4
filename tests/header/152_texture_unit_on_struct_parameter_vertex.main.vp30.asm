!!VP2.0
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -profile vp30
# source file: tests/header/152_texture_unit_on_struct_parameter_vertex.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile vp30
#program main
#semantic main.PASSPREV3 : TEXUNIT1
#semantic main.modelViewProj
#var float4 position : $vin.POSITION : ATTR0 : 0 : 1
#var float2 tex : $vin.TEXCOORD0 : TEXCOORD0 : 1 : 1
#var float2 PASSPREV3.video_size : $vin.ATTR1 : ATTR1 : 2 : 1
#var float2 PASSPREV3.texture_size : $vin.ATTR2 : ATTR2 : 2 : 1
#var sampler2D PASSPREV3.texture :  :  : 2 : 0
#var float4x4 modelViewProj :  : c[0], 4 : 3 : 1
#var float4 oPosition : $vout.POSITION : HPOS : 4 : 1
#var float2 oTex : $vout.TEXCOORD0 : TEX0 : 5 : 1
#var float4 oScale : $vout.TEXCOORD1 : TEX1 : 6 : 1
BB0:
RCP   R0.y, v[2].y;
RCP   R0.x, v[2].x;
MOV   o[TEX0].xy, v[8];
MUL   o[TEX1].xy, v[1], R0;
MOV   o[TEX1].zw, v[2].xyxy;
DP4   o[HPOS].w, v[0], c[3];
DP4   o[HPOS].z, v[0], c[2];
DP4   o[HPOS].y, v[0], c[1];
DP4   o[HPOS].x, v[0], c[0];
END
# 9 instructions, 1 R-regs
