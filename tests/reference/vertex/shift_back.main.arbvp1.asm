!!ARBvp1.0
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -profile arbvp1
# source file: tests/shaders/vertex/shift_back.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile arbvp1
#program main
#semantic main.IN
#semantic main.b
#semantic main.mvp
#var float4 position : $vin.POSITION : POSITION : 0 : 1
#var float2 t : $vin.TEXCOORD0 : TEXCOORD0 : 1 : 1
#var float4 a : $vin.TEXCOORD1 : TEXCOORD1 : 2 : 1
#var float2 IN.video_size :  : c[5] : 3 : 0
#var float2 IN.texture_size :  : c[6] : 3 : 0
#var float4 b :  : c[7] : 4 : 1
#var float4x4 mvp :  : c[1], 4 : 5 : 1
#var float4 hpos : $vout.POSITION : HPOS : 6 : 1
#var float2 uv : $vout.TEXCOORD0 : TEX0 : 7 : 1
#var float4 o1 : $vout.TEXCOORD1 : TEX1 : 8 : 1
#var float4 o2 : $vout.TEXCOORD2 : TEX2 : 9 : 1
PARAM c[8] = { program.local[0..7] };
MOV result.texcoord[1], vertex.texcoord[1];
MOV result.texcoord[2], c[7].y;
MOV result.texcoord[0].xy, vertex.texcoord[0];
DP4 result.position.w, vertex.position, c[4];
DP4 result.position.z, vertex.position, c[3];
DP4 result.position.y, vertex.position, c[2];
DP4 result.position.x, vertex.position, c[1];
END
# 7 instructions, 0 R-regs
