!!VP1.1
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -profile vp20
# source file: tests/shaders/fragment/fx_dual_bindings.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile vp20
#program main_vertex
#semantic worldViewProj : C16
#semantic world : C20
#semantic lightDir : C8
#semantic lightColor : C10
#semantic ambient : C12
#semantic fogParams : C13
#semantic fogColor
#semantic diffuseMap
#semantic detailMap : TEXUNIT0
#var float4 IN.position : $vin.POSITION : ATTR0 : 0 : 1
#var float3 IN.normal : $vin.NORMAL : ATTR2 : 0 : 1
#var float2 IN.uv : $vin.TEXCOORD0 : TEXCOORD0 : 0 : 1
#var float4x4 worldViewProj : C16 : c[16], 4 : -1 : 1
#var float4x4 world : C20 : c[20], 4 : -1 : 1
#var float4 lightDir[0] :  : c[8] : -1 : 1
#var float4 lightDir[1] :  : c[9] : -1 : 1
#var float4 lightColor[0] :  : c[10] : -1 : 1
#var float4 lightColor[1] :  : c[11] : -1 : 1
#var float4 ambient : C12 : c[12] : -1 : 1
#var float4 fogParams : C13 : c[13] : -1 : 1
#var float4 fogColor :  :  : -1 : 0
#var sampler2D diffuseMap :  :  : -1 : 0
#var sampler2D detailMap : TEXUNIT0 :  : -1 : 0
#var float4 main_vertex.hpos : $vout.POSITION : HPOS : -1 : 1
#var float2 main_vertex.uv : $vout.TEXCOORD0 : TEX0 : -1 : 1
#var float3 main_vertex.normal : $vout.TEXCOORD1 : TEX1 : -1 : 1
#var float3 main_vertex.world : $vout.TEXCOORD2 : TEX2 : -1 : 1
#var float4 main_vertex.tint : $vout.COLOR0 : COL0 : -1 : 1
#const c[0] = 1 0
DP3   R0.z, v[2], c[22];
DP3   R0.x, v[2], c[20];
DP3   R0.y, v[2], c[21];
DP3   R0.w, R0, R0;
RSQ   R0.w, R0.w;
MUL   R0.xyz, R0.w, R0;
DP3   R0.w, R0, -c[8];
MIN   R0.w, R0, c[0].x;
MAX   R1.x, R0.w, c[0].y;
DP3   R0.w, R0, -c[9];
MUL   R1.xyz, R1.x, c[10];
MIN   R0.w, R0, c[0].x;
ADD   R1.xyz, R1, c[12];
MAX   R0.w, R0, c[0].y;
MAD   o[COL0].xyz, R0.w, c[11], R1;
MOV   o[TEX1].xyz, R0;
MOV   o[TEX0].xy, v[8];
DP4   o[HPOS].w, v[0], c[19];
DP4   o[HPOS].z, v[0], c[18];
DP4   o[HPOS].y, v[0], c[17];
DP4   o[HPOS].x, v[0], c[16];
DP4   o[TEX2].z, v[0], c[22];
DP4   o[TEX2].y, v[0], c[21];
DP4   o[TEX2].x, v[0], c[20];
MOV   o[COL0].w, c[13].x;
END
# 25 instructions, 0 R-regs
