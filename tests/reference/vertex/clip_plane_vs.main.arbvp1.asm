!!ARBvp1.0
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -profile arbvp1
# source file: tests/shaders/vertex/clip_plane_vs.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile arbvp1
#program main
#semantic main.world
#semantic main.viewProj
#semantic main.clipPlane
#var float4 pos : $vin.POSITION : POSITION : 0 : 1
#var float2 uv : $vin.TEXCOORD0 : TEXCOORD0 : 1 : 1
#var float4x4 world :  : c[1], 4 : 2 : 1
#var float4x4 viewProj :  : c[5], 4 : 3 : 1
#var float4 clipPlane :  : c[9] : 4 : 1
#var float4 main.hpos : $vout.POSITION : HPOS : -1 : 1
#var float2 main.uv : $vout.TEXCOORD0 : TEX0 : -1 : 1
#var float main.clipDist : $vout.TEXCOORD1 : TEX1 : -1 : 1
PARAM c[10] = { program.local[0..9] };
TEMP R0;
DP4 R0.w, vertex.position, c[4];
DP4 R0.z, vertex.position, c[3];
DP4 R0.x, vertex.position, c[1];
DP4 R0.y, vertex.position, c[2];
DP4 result.position.w, R0, c[8];
DP4 result.position.z, R0, c[7];
DP4 result.position.y, R0, c[6];
DP4 result.position.x, R0, c[5];
DP4 result.texcoord[1].x, R0, c[9];
MOV result.texcoord[0].xy, vertex.texcoord[0];
END
# 10 instructions, 1 R-regs
