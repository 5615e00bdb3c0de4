!!VP1.1
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -profile vp20
# source file: tests/shaders/vertex/struct_zero_cast_half_position.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile vp20
#program main
#semantic main.modelViewProj
#var float4 position : $vin.POSITION : ATTR0 : 0 : 1
#var float2 texCoord : $vin.TEXCOORD0 : TEXCOORD0 : 1 : 1
#var float4x4 modelViewProj :  : c[0], 4 : 2 : 1
#var float4 main.position : $vout.POSITION : HPOS : -1 : 1
#var float2 main.texCoord : $vout.TEXCOORD0 : TEX0 : -1 : 1
#var float4 main.color : $vout.COLOR0 : COL0 : -1 : 1
#const c[4] = 0
MOV   o[COL0], c[4].x;
MOV   o[TEX0].xy, v[8];
DP4   o[HPOS].w, v[0], c[3];
DP4   o[HPOS].z, v[0], c[2];
DP4   o[HPOS].y, v[0], c[1];
DP4   o[HPOS].x, v[0], c[0];
END
# 6 instructions, 0 R-regs
