!!VP1.1
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -profile vp20
# source file: tests/shaders/flow/vp_clip_distance_branch.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile vp20
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
#const c[6] = 0 1 10000
MOV   R0.x, c[5];
MOV   R0.y, c[6].x;
SLT   R0.y, c[5].x, R0;
SLT   R0.x, c[6], R0;
ADD   R0.z, R0.y, R0.x;
SGE   R0.z, c[6].x, R0;
SGE   R0.x, R0.y, -R0;
MUL   R0.x, R0, R0.z;
MAX   R0.x, -R0, R0;
SLT   R0.x, c[6], R0;
DP4   R0.z, v[0], c[4];
ADD   R0.y, -R0.x, c[6];
MUL   R0.y, R0, R0.z;
MAD   o[TEX1].x, R0, c[6].z, R0.y;
MOV   o[TEX0].xy, v[8];
DP4   o[HPOS].w, v[0], c[3];
DP4   o[HPOS].z, v[0], c[2];
DP4   o[HPOS].y, v[0], c[1];
DP4   o[HPOS].x, v[0], c[0];
END
# 19 instructions, 0 R-regs
