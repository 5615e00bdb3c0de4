!!ARBvp1.0
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -profile arbvp1
# source file: tests/header/152_texture_unit_on_struct_parameter_vertex.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile arbvp1
#program main
#semantic main.PASSPREV3 : TEXUNIT1
#semantic main.modelViewProj
#var float4 position : $vin.POSITION : POSITION : 0 : 1
#var float2 tex : $vin.TEXCOORD0 : TEXCOORD0 : 1 : 1
#var float2 PASSPREV3.video_size : $vin.ATTR1 : ATTR1 : 2 : 1
#var float2 PASSPREV3.texture_size : $vin.ATTR2 : ATTR2 : 2 : 1
#var sampler2D PASSPREV3.texture :  :  : 2 : 0
#var float4x4 modelViewProj :  : c[1], 4 : 3 : 1
#var float4 oPosition : $vout.POSITION : HPOS : 4 : 1
#var float2 oTex : $vout.TEXCOORD0 : TEX0 : 5 : 1
#var float4 oScale : $vout.TEXCOORD1 : TEX1 : 6 : 1
PARAM c[5] = { program.local[0..4] };
TEMP R0;
RCP R0.y, vertex.attrib[2].y;
RCP R0.x, vertex.attrib[2].x;
MOV result.texcoord[0].xy, vertex.texcoord[0];
MUL result.texcoord[1].xy, vertex.attrib[1], R0;
MOV result.texcoord[1].zw, vertex.attrib[2].xyxy;
DP4 result.position.w, vertex.position, c[4];
DP4 result.position.z, vertex.position, c[3];
DP4 result.position.y, vertex.position, c[2];
DP4 result.position.x, vertex.position, c[1];
END
# 9 instructions, 1 R-regs
