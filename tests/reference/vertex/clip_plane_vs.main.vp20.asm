!!VP1.1
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -profile vp20
# source file: tests/shaders/vertex/clip_plane_vs.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile vp20
#program main
#semantic main.world
#semantic main.viewProj
#semantic main.clipPlane
#var float4 pos : $vin.POSITION : ATTR0 : 0 : 1
#var float2 uv : $vin.TEXCOORD0 : TEXCOORD0 : 1 : 1
#var float4x4 world :  : c[0], 4 : 2 : 1
#var float4x4 viewProj :  : c[4], 4 : 3 : 1
#var float4 clipPlane :  : c[8] : 4 : 1
#var float4 main.hpos : $vout.POSITION : HPOS : -1 : 1
#var float2 main.uv : $vout.TEXCOORD0 : TEX0 : -1 : 1
#var float main.clipDist : $vout.TEXCOORD1 : TEX1 : -1 : 1
DP4   R0.w, v[0], c[3];
DP4   R0.z, v[0], c[2];
DP4   R0.x, v[0], c[0];
DP4   R0.y, v[0], c[1];
DP4   o[HPOS].w, R0, c[7];
DP4   o[HPOS].z, R0, c[6];
DP4   o[HPOS].y, R0, c[5];
DP4   o[HPOS].x, R0, c[4];
DP4   o[TEX1].x, R0, c[8];
MOV   o[TEX0].xy, v[8];
END
# 10 instructions, 0 R-regs
