!!VP2.0
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -profile vp30
# source file: tests/shaders/flow/vp_clip_distance_branch.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile vp30
#program main
#semantic main.mvp
#semantic main.plane
#semantic main.clipEnabled
#var float4 pos : $vin.POSITION : ATTR0 : 0 : 1
#var float2 uv : $vin.TEXCOORD0 : TEXCOORD0 : 1 : 1
#var float4 hpos : $vout.POSITION : HPOS : 2 : 1
#var float2 oUv : $vout.TEXCOORD0 : TEX0 : 3 : 1
#var float clipDist : $vout.TEXCOORD1 : TEX1 : 4 : 1
#var float4x4 mvp :  : c[0], 4 : 5 : 1
#var float4 plane :  : c[4] : 6 : 1
#var float clipEnabled :  : c[5] : 7 : 1
#const c[6] = 0 10000
BB0:
MOV   R0.x, c[6];
MOV   o[TEX1].x, c[6].y;
SNEC  CC.x, c[5], R0;
DP4   o[TEX1].x(NE), v[0], c[4];
MOV   o[TEX0].xy, v[8];
DP4   o[HPOS].w, v[0], c[3];
DP4   o[HPOS].z, v[0], c[2];
DP4   o[HPOS].y, v[0], c[1];
DP4   o[HPOS].x, v[0], c[0];
END
# 9 instructions, 1 R-regs
