!!ARBvp1.0
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -profile arbvp1
# source file: tests/header/153_uniforms_of_cancelled_terms.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile arbvp1
#program main
#semantic main.IN
#semantic main.modelViewProj
#var float4 position : $vin.POSITION : POSITION : 0 : 1
#var float2 texCoord : $vin.TEXCOORD0 : TEXCOORD0 : 1 : 1
#var float2 IN.video_size :  : c[5] : 2 : 0
#var float2 IN.texture_size :  : c[6] : 2 : 0
#var float2 IN.output_size :  :  : 2 : 0
#var float4x4 modelViewProj :  : c[1], 4 : 3 : 1
#var float4 oPosition : $vout.POSITION : HPOS : 4 : 1
#var float2 oTex : $vout.TEXCOORD0 : TEX0 : 5 : 1
PARAM c[7] = { program.local[0..6] };
MOV result.texcoord[0].xy, vertex.texcoord[0];
DP4 result.position.w, vertex.position, c[4];
DP4 result.position.z, vertex.position, c[3];
DP4 result.position.y, vertex.position, c[2];
DP4 result.position.x, vertex.position, c[1];
END
# 5 instructions, 0 R-regs
