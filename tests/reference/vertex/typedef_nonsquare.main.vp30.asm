!!VP2.0
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -profile vp30
# source file: tests/shaders/vertex/typedef_nonsquare.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile vp30
#program main
#semantic main.world
#semantic main.viewProj
#semantic main.texProj
#var float4 pos : $vin.POSITION : ATTR0 : 0 : 1
#var float3 N : $vin.NORMAL : ATTR2 : 1 : 1
#var float4 hpos : $vout.POSITION : HPOS : 2 : 1
#var float2 uv : $vout.TEXCOORD0 : TEX0 : 3 : 1
#var float3 wn : $vout.TEXCOORD1 : TEX1 : 4 : 1
#var float3x4 world :  : c[0], 3 : 5 : 1
#var float4x4 viewProj :  : c[3], 4 : 6 : 1
#var float2x4 texProj :  : c[7], 2 : 7 : 1
#const c[9] = 1
BB0:
DP4   R0.x, v[0], c[0];
DP4   R0.y, v[0], c[1];
MOV   R0.w, c[9].x;
DP4   R0.z, v[0], c[2];
DP4   o[HPOS].w, R0, c[6];
DP4   o[HPOS].z, R0, c[5];
DP4   o[HPOS].y, R0, c[4];
DP4   o[HPOS].x, R0, c[3];
DP4   o[TEX0].y, R0, c[8];
DP4   o[TEX0].x, R0, c[7];
DP3   o[TEX1].z, v[2], c[2];
DP3   o[TEX1].y, v[2], c[1];
DP3   o[TEX1].x, v[2], c[0];
END
# 13 instructions, 1 R-regs
