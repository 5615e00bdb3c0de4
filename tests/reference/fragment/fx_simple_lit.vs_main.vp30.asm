!!VP2.0
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -profile vp30
# source file: tests/shaders/fragment/fx_simple_lit.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile vp30
#program vs_main
#semantic vs_main.worldViewProj
#semantic vs_main.world
#var float4 IN.pos : $vin.POSITION : ATTR0 : 0 : 1
#var float3 IN.n : $vin.NORMAL : ATTR2 : 0 : 1
#var float2 IN.uv : $vin.TEXCOORD0 : TEXCOORD0 : 0 : 1
#var float4x4 worldViewProj :  : c[0], 4 : 1 : 1
#var float4x4 world :  : c[4], 4 : 2 : 1
#var float4 vs_main.hpos : $vout.POSITION : HPOS : -1 : 1
#var float2 vs_main.uv : $vout.TEXCOORD0 : TEX0 : -1 : 1
#var float3 vs_main.n : $vout.TEXCOORD1 : TEX1 : -1 : 1
#var float3 vs_main.p : $vout.TEXCOORD2 : TEX2 : -1 : 1
BB0:
MOV   o[TEX0].xy, v[8];
DP4   o[HPOS].w, v[0], c[3];
DP4   o[HPOS].z, v[0], c[2];
DP4   o[HPOS].y, v[0], c[1];
DP4   o[HPOS].x, v[0], c[0];
DP3   o[TEX1].z, v[2], c[6];
DP3   o[TEX1].y, v[2], c[5];
DP3   o[TEX1].x, v[2], c[4];
DP4   o[TEX2].z, v[0], c[6];
DP4   o[TEX2].y, v[0], c[5];
DP4   o[TEX2].x, v[0], c[4];
END
# 11 instructions, 0 R-regs
