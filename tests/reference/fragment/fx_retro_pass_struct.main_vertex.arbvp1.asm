!!ARBvp1.0
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -profile arbvp1
# source file: tests/shaders/fragment/fx_retro_pass_struct.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile arbvp1
#program main_vertex
#semantic main_vertex.modelViewProj
#semantic main_vertex.IN
#semantic main_vertex.PASS1
#var float4 position : $vin.POSITION : POSITION : 0 : 1
#var float2 tex : $vin.TEXCOORD0 : TEXCOORD0 : 1 : 1
#var float4x4 modelViewProj :  : c[1], 4 : 2 : 1
#var float2 IN.video_size :  : c[9] : 3 : 1
#var float2 IN.texture_size :  :  : 3 : 0
#var float2 IN.output_size :  :  : 3 : 0
#var float IN.frame_count :  :  : 3 : 0
#var float2 PASS1.texture_size :  : c[10] : 4 : 1
#var float2 PASS1.video_size :  : c[11] : 4 : 1
#var float4x4 PASS1.tex_transform :  : c[5], 4 : 4 : 1
#var sampler2D PASS1.texture : TEXUNIT1 :  : 4 : 0
#var float4 main_vertex.position : $vout.POSITION : HPOS : -1 : 1
#var float2 main_vertex.tex : $vout.TEXCOORD0 : TEX0 : -1 : 1
#var float4 main_vertex.pass_info : $vout.TEXCOORD1 : TEX1 : -1 : 1
#const c[0] = 0 1
PARAM c[12] = { { 0, 1 },
		program.local[1..11] };
TEMP R0;
MOV R0.xy, vertex.texcoord[0];
MOV R0.zw, c[0].xyxy;
DP4 result.texcoord[0].y, R0, c[6];
DP4 result.texcoord[0].x, R0, c[5];
RCP R0.y, c[9].y;
RCP R0.x, c[9].x;
MUL result.texcoord[1].zw, R0.xyxy, c[11].xyxy;
DP4 result.position.w, vertex.position, c[4];
DP4 result.position.z, vertex.position, c[3];
DP4 result.position.y, vertex.position, c[2];
DP4 result.position.x, vertex.position, c[1];
RCP result.texcoord[1].x, c[10].x;
RCP result.texcoord[1].y, c[10].y;
END
# 13 instructions, 1 R-regs
