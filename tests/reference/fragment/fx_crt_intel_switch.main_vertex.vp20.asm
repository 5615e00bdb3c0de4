!!VP1.1
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -profile vp20
# source file: tests/shaders/fragment/fx_crt_intel_switch.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile vp20
#program main_vertex
#semantic main_vertex.modelViewProj
#semantic main_vertex.video_size
#semantic main_vertex.texture_size
#semantic main_vertex.output_size
#var float4 position : $vin.POSITION : ATTR0 : 0 : 1
#var float2 tex_uv : $vin.TEXCOORD0 : TEXCOORD0 : 1 : 1
#var float4x4 modelViewProj :  : c[0], 4 : 2 : 1
#var float2 video_size :  : c[4] : 3 : 1
#var float2 texture_size :  : c[5] : 4 : 1
#var float2 output_size :  : c[6] : 5 : 1
#var float4 main_vertex.position : $vout.POSITION : HPOS : -1 : 1
#var float2 main_vertex.tex_uv : $vout.TEXCOORD0 : TEX0 : -1 : 1
#var float2 main_vertex.pixel : $vout.TEXCOORD1 : TEX1 : -1 : 1
#var float2 main_vertex.blur_dxdy : $vout.TEXCOORD2 : TEX2 : -1 : 1
#const c[7] = 0
MOV   R0.x, c[5];
MUL   R0.x, R0, c[6];
RCP   R0.x, R0.x;
MOV   o[TEX0].xy, v[8];
MUL   o[TEX1].xy, v[8], c[5];
DP4   o[HPOS].w, v[0], c[3];
DP4   o[HPOS].z, v[0], c[2];
DP4   o[HPOS].y, v[0], c[1];
DP4   o[HPOS].x, v[0], c[0];
MUL   o[TEX2].x, R0, c[4];
MOV   o[TEX2].y, c[7].x;
END
# 11 instructions, 0 R-regs
