!!VP1.1
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -profile vp20
# source file: tests/shaders/fragment/fx_gbuffer.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile vp20
#program vs_gbuf
#semantic vs_gbuf.mvp
#semantic vs_gbuf.mv
#var float4 pos : $vin.POSITION : ATTR0 : 0 : 1
#var float3 n : $vin.NORMAL : ATTR2 : 1 : 1
#var float2 uv : $vin.TEXCOORD0 : TEXCOORD0 : 2 : 1
#var float4x4 mvp :  : c[0], 4 : 3 : 1
#var float4x4 mv :  : c[4], 4 : 4 : 1
#var float4 vs_gbuf.hpos : $vout.POSITION : HPOS : -1 : 1
#var float2 vs_gbuf.uv : $vout.TEXCOORD0 : TEX0 : -1 : 1
#var float3 vs_gbuf.n : $vout.TEXCOORD1 : TEX1 : -1 : 1
#var float4 vs_gbuf.viewPos : $vout.TEXCOORD2 : TEX2 : -1 : 1
MOV   o[TEX0].xy, v[8];
DP4   o[HPOS].w, v[0], c[3];
DP4   o[HPOS].z, v[0], c[2];
DP4   o[HPOS].y, v[0], c[1];
DP4   o[HPOS].x, v[0], c[0];
DP3   o[TEX1].z, v[2], c[6];
DP3   o[TEX1].y, v[2], c[5];
DP3   o[TEX1].x, v[2], c[4];
DP4   o[TEX2].w, v[0], c[7];
DP4   o[TEX2].z, v[0], c[6];
DP4   o[TEX2].y, v[0], c[5];
DP4   o[TEX2].x, v[0], c[4];
END
# 12 instructions, 0 R-regs
