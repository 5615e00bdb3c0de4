!!VP2.0
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -profile vp30
# source file: tests/shaders/fragment/fx_retro_pass_struct.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile vp30
#program main_vertex
#semantic main_vertex.modelViewProj
#semantic main_vertex.IN
#semantic main_vertex.PASS1
#var float4 position : $vin.POSITION : ATTR0 : 0 : 1
#var float2 tex : $vin.TEXCOORD0 : TEXCOORD0 : 1 : 1
#var float4x4 modelViewProj :  : c[0], 4 : 2 : 1
#var float2 IN.video_size :  : c[8] : 3 : 1
#var float2 IN.texture_size :  :  : 3 : 0
#var float2 IN.output_size :  :  : 3 : 0
#var float IN.frame_count :  :  : 3 : 0
#var float2 PASS1.texture_size :  : c[9] : 4 : 1
#var float2 PASS1.video_size :  : c[10] : 4 : 1
#var float4x4 PASS1.tex_transform :  : c[4], 4 : 4 : 1
#var sampler2D PASS1.texture : TEXUNIT1 :  : 4 : 0
#var float4 main_vertex.position : $vout.POSITION : HPOS : -1 : 1
#var float2 main_vertex.tex : $vout.TEXCOORD0 : TEX0 : -1 : 1
#var float4 main_vertex.pass_info : $vout.TEXCOORD1 : TEX1 : -1 : 1
#const c[11] = 0 1
BB0:
MOV   R0.xy, v[8];
MOV   R0.zw, c[11].xyxy;
DP4   o[TEX0].y, R0, c[5];
DP4   o[TEX0].x, R0, c[4];
RCP   R0.y, c[8].y;
RCP   R0.x, c[8].x;
MUL   o[TEX1].zw, R0.xyxy, c[10].xyxy;
DP4   o[HPOS].w, v[0], c[3];
DP4   o[HPOS].z, v[0], c[2];
DP4   o[HPOS].y, v[0], c[1];
DP4   o[HPOS].x, v[0], c[0];
RCP   o[TEX1].x, c[9].x;
RCP   o[TEX1].y, c[9].y;
END
# 13 instructions, 1 R-regs
