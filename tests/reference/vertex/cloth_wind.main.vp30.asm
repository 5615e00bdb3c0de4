!!VP2.0
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -profile vp30
# source file: tests/shaders/vertex/cloth_wind.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile vp30
#program main
#semantic main.modelViewProj
#semantic main.wind
#semantic main.time
#var float4 pos : $vin.POSITION : ATTR0 : 0 : 1
#var float4 color : $vin.COLOR0 : ATTR3 : 1 : 1
#var float2 uv : $vin.TEXCOORD0 : TEXCOORD0 : 2 : 1
#var float4 oPos : $vout.POSITION : HPOS : 3 : 1
#var float2 oUv : $vout.TEXCOORD0 : TEX0 : 4 : 1
#var float4 oColor : $vout.COLOR0 : COL0 : 5 : 1
#var float4x4 modelViewProj :  : c[0], 4 : 6 : 1
#var float4 wind :  : c[4] : 7 : 1
#var float time :  : c[5] : 8 : 1
#const c[6] = 0.31 0.17 0.23 2.3
#const c[7] = 1.7 0.5 1
BB0:
MOV   R0.w, v[0];
DP3   R0.x, v[0], c[6];
MOV   R0.y, c[4].w;
MAD   R0.z, R0.y, c[5].x, R0.x;
MUL   R0.y, R0, c[5].x;
MUL   R0.x, R0, c[7];
MAD   R0.x, R0.y, c[6].w, R0;
SIN   R0.y, R0.z;
COS   R0.x, R0.x;
MAD   R0.x, R0, c[7].y, R0.y;
MUL   R0.xyz, R0.x, c[4];
MUL   R0.xyz, R0, v[3].w;
ADD   R0.xyz, R0, v[0];
DP4   o[HPOS].w, R0, c[3];
DP4   o[HPOS].z, R0, c[2];
DP4   o[HPOS].y, R0, c[1];
DP4   o[HPOS].x, R0, c[0];
MOV   o[COL0].xyz, v[3];
MOV   o[TEX0].xy, v[8];
MOV   o[COL0].w, c[7].z;
END
# 20 instructions, 1 R-regs
