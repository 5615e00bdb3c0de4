!!ARBvp1.0
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -profile arbvp1
# source file: tests/header/365_assigned_input_keeps_register.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile arbvp1
#program main_vertex
#semantic main_vertex.modelViewProj
#semantic main_vertex.IN
#var float4 position : $vin.POSITION : POSITION : 0 : 1
#var float4 oPosition : $vout.POSITION : HPOS : 1 : 1
#var float4x4 modelViewProj :  : c[1], 4 : 2 : 1
#var float2 tex : $vin.TEXCOORD0 : TEXCOORD0 : 3 : 0
#var float2 oTex : $vin.TEXCOORD0 : TEXCOORD0 : 4 : 0
#var float2 tex_border : $vin.TEXCOORD1 : TEXCOORD1 : 5 : 1
#var float2 otex_border : $vout.TEXCOORD1 : TEX1 : 6 : 1
#var float4 unused : $vin.TEXCOORD2 :  : 7 : 0
#var float2 IN.video_size :  :  : 8 : 0
#var float2 IN.texture_size :  :  : 8 : 0
PARAM c[5] = { program.local[0..4] };
MOV result.texcoord[1].xy, vertex.texcoord[1];
DP4 result.position.w, vertex.position, c[4];
DP4 result.position.z, vertex.position, c[3];
DP4 result.position.y, vertex.position, c[2];
DP4 result.position.x, vertex.position, c[1];
END
# 5 instructions, 0 R-regs
