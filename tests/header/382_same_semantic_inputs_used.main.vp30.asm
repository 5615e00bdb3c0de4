!!VP2.0
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -profile vp30
# source file: tests/header/382_same_semantic_inputs_used.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile vp30
#program main
#semantic main.mat_modelproj
#semantic main.k_fog
#var float4 vtx_position : $vin.POSITION : ATTR0 : 0 : 1
#var float4 vtx_normal : $vin.TEXCOORD0 : TEXCOORD0 : 1 : 0
#var float2 vtx_texcoord0 : $vin.TEXCOORD0 : TEXCOORD0 : 2 : 1
#var float4 base : $vin.COLOR0 : ATTR3 : 3 : 0
#var float4 glow : $vin.COLOR0 : ATTR3 : 4 : 1
#var float4 shade : $vin.COLOR0 : ATTR3 : 5 : 0
#var float4x4 mat_modelproj :  : c[0], 4 : 6 : 1
#var float4 k_fog :  : c[4] : 7 : 1
#var float4 main.position : $vout.POSITION : HPOS : -1 : 1
#var float4 main.normal : $vout.TEXCOORD1 : TEX1 : -1 : 1
#var float2 main.uv : $vout.TEXCOORD2 : TEX2 : -1 : 1
#var float4 main.tint : $vout.COLOR0 : COL0 : -1 : 1
#var float4 main.fog : $vout.TEXCOORD3 : TEX3 : -1 : 1
#const c[5] = 2
BB0:
MOV   R0, v[3];
MUL   R0, R0, v[3];
ADD   o[COL0], R0, v[3];
SIN   R0.x, v[8].x;
SIN   R0.y, v[8].y;
SIN   R0.w, v[8].w;
SIN   R0.z, v[8].z;
MOV   o[TEX1], v[8];
MAD   o[TEX3], v[8].x, c[4], R0;
MUL   o[TEX2].xy, v[8], c[5].x;
DP4   o[HPOS].w, v[0], c[3];
DP4   o[HPOS].z, v[0], c[2];
DP4   o[HPOS].y, v[0], c[1];
DP4   o[HPOS].x, v[0], c[0];
END
# 14 instructions, 1 R-regs
