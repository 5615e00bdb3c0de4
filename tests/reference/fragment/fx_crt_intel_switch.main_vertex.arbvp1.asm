!!ARBvp1.0
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -profile arbvp1
# source file: tests/shaders/fragment/fx_crt_intel_switch.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile arbvp1
#program main_vertex
#semantic main_vertex.modelViewProj
#semantic main_vertex.video_size
#semantic main_vertex.texture_size
#semantic main_vertex.output_size
#var float4 position : $vin.POSITION : POSITION : 0 : 1
#var float2 tex_uv : $vin.TEXCOORD0 : TEXCOORD0 : 1 : 1
#var float4x4 modelViewProj :  : c[1], 4 : 2 : 1
#var float2 video_size :  : c[5] : 3 : 1
#var float2 texture_size :  : c[6] : 4 : 1
#var float2 output_size :  : c[7] : 5 : 1
#var float4 main_vertex.position : $vout.POSITION : HPOS : -1 : 1
#var float2 main_vertex.tex_uv : $vout.TEXCOORD0 : TEX0 : -1 : 1
#var float2 main_vertex.pixel : $vout.TEXCOORD1 : TEX1 : -1 : 1
#var float2 main_vertex.blur_dxdy : $vout.TEXCOORD2 : TEX2 : -1 : 1
#const c[0] = 0
PARAM c[8] = { { 0 },
		program.local[1..7] };
TEMP R0;
MOV R0.x, c[6];
MUL R0.x, R0, c[7];
RCP R0.x, R0.x;
MOV result.texcoord[0].xy, vertex.texcoord[0];
MUL result.texcoord[1].xy, vertex.texcoord[0], c[6];
DP4 result.position.w, vertex.position, c[4];
DP4 result.position.z, vertex.position, c[3];
DP4 result.position.y, vertex.position, c[2];
DP4 result.position.x, vertex.position, c[1];
MUL result.texcoord[2].x, R0, c[5];
MOV result.texcoord[2].y, c[0].x;
END
# 11 instructions, 1 R-regs
