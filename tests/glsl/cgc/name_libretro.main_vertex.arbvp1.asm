!!ARBvp1.0
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -profile arbvp1
# source file: tests/glsl/cases/name_libretro.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile arbvp1
#program main_vertex
#semantic main_vertex.modelViewProj
#semantic main_vertex.IN
#semantic main_vertex.ORIG
#var float4 position : $vin.POSITION : POSITION : 0 : 1
#var float4 color : $vin.COLOR : COLOR0 : 1 : 1
#var float2 tex_coord : $vin.TEXCOORD0 : TEXCOORD0 : 2 : 1
#var float4x4 modelViewProj :  : c[1], 4 : 3 : 1
#var float2 IN.video_size :  :  : 4 : 0
#var float2 IN.texture_size :  :  : 4 : 0
#var float2 IN.output_size :  :  : 4 : 0
#var float IN.frame_count :  :  : 4 : 0
#var float IN.frame_direction :  :  : 4 : 0
#var float2 ORIG.tex_coord :  : c[5] : 5 : 1
#var float2 ORIG.video_size :  :  : 5 : 0
#var float2 ORIG.texture_size :  :  : 5 : 0
#var sampler2D ORIG.texture :  :  : 5 : 0
#var float4 main_vertex.position : $vout.POSITION : HPOS : -1 : 1
#var float4 main_vertex.color : $vout.COLOR : COL0 : -1 : 1
#var float2 main_vertex.tex_coord : $vout.TEXCOORD0 : TEX0 : -1 : 1
#var float2 main_vertex.orig_coord : $vout.TEXCOORD1 : TEX1 : -1 : 1
PARAM c[6] = { program.local[0..5] };
MOV result.color, vertex.color;
MOV result.texcoord[0].xy, vertex.texcoord[0];
MOV result.texcoord[1].xy, c[5];
DP4 result.position.w, vertex.position, c[4];
DP4 result.position.z, vertex.position, c[3];
DP4 result.position.y, vertex.position, c[2];
DP4 result.position.x, vertex.position, c[1];
END
# 7 instructions, 0 R-regs
