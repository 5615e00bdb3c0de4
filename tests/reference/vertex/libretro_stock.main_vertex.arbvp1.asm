!!ARBvp1.0
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -profile arbvp1
# source file: tests/shaders/vertex/libretro_stock.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile arbvp1
#program main_vertex
#semantic main_vertex.modelViewProj
#semantic main_vertex.IN
#var float4 position : $vin.POSITION : POSITION : 0 : 1
#var float4 oPosition : $vout.POSITION : HPOS : 1 : 1
#var float4x4 modelViewProj :  : c[1], 4 : 2 : 1
#var float4 color : $vin.COLOR : COLOR0 : 3 : 1
#var float4 oColor : $vout.COLOR : COL0 : 4 : 1
#var float2 tex : $vin.TEXCOORD : TEXCOORD0 : 5 : 1
#var float2 oTex : $vout.TEXCOORD : TEX0 : 6 : 1
#var float2 oPixel : $vout.TEXCOORD1 : TEX1 : 7 : 1
#var float2 IN.video_size :  :  : 8 : 0
#var float2 IN.texture_size :  : c[5] : 8 : 1
#var float2 IN.output_size :  :  : 8 : 0
#var float IN.frame_count :  :  : 8 : 0
PARAM c[6] = { program.local[0..5] };
MOV result.color, vertex.color;
MOV result.texcoord[0].xy, vertex.texcoord[0];
MUL result.texcoord[1].xy, vertex.texcoord[0], c[5];
DP4 result.position.w, vertex.position, c[4];
DP4 result.position.z, vertex.position, c[3];
DP4 result.position.y, vertex.position, c[2];
DP4 result.position.x, vertex.position, c[1];
END
# 7 instructions, 0 R-regs
