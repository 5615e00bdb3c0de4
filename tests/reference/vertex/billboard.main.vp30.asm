!!VP2.0
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -profile vp30
# source file: tests/shaders/vertex/billboard.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile vp30
#program main
#semantic main.modelView
#semantic main.proj
#semantic main.time
#var float4 center : $vin.POSITION : ATTR0 : 0 : 1
#var float4 color : $vin.COLOR0 : ATTR3 : 1 : 1
#var float4 corner : $vin.TEXCOORD0 : TEXCOORD0 : 2 : 1
#var float4x4 modelView :  : c[0], 4 : 3 : 1
#var float4x4 proj :  : c[4], 4 : 4 : 1
#var float time :  : c[8] : 5 : 1
#var float4 main.hpos : $vout.POSITION : HPOS : -1 : 1
#var float4 main.color : $vout.COLOR0 : COL0 : -1 : 1
#var float2 main.uv : $vout.TEXCOORD0 : TEX0 : -1 : 1
#const c[9] = 0.5
BB0:
ADD   R0.y, c[8].x, v[8].w;
COS   R0.x, R0.y;
SIN   R0.z, R0.y;
MOV   R0.w, R0.x;
MOV   R0.y, -R0.z;
MUL   R0.zw, R0, v[8].xyxy;
MUL   R0.xy, v[8], R0;
ADD   R0.w, R0.z, R0;
ADD   R0.z, R0.x, R0.y;
DP4   R0.x, v[0], c[0];
DP4   R0.y, v[0], c[1];
MAD   R0.xy, R0.zwzw, v[8].z, R0;
DP4   R0.z, v[0], c[2];
DP4   R0.w, v[0], c[3];
DP4   o[HPOS].w, R0, c[7];
DP4   o[HPOS].z, R0, c[6];
DP4   o[HPOS].y, R0, c[5];
DP4   o[HPOS].x, R0, c[4];
MOV   o[COL0], v[3];
MAD   o[TEX0].xy, v[8], c[9].x, c[9].x;
END
# 20 instructions, 1 R-regs
