!!VP2.0
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -profile vp30
# source file: tests/shaders/fragment/fx_dual_bindings.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile vp30
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
#const c[0] = 0 2 1
BB0:
SLTC  CC.x, c[0], c[0].y;
DP3   R0.z, v[2], c[22];
DP3   R0.x, v[2], c[20];
DP3   R0.y, v[2], c[21];
DP3   R0.w, R0, R0;
RSQ   R0.w, R0.w;
MUL   R2.xyz, R0.w, R0;
MOV   R3.xyz, c[12];
DP4   R0.w, v[0], c[19];
DP4   R0.z, v[0], c[18];
DP4   R0.y, v[0], c[17];
DP4   R0.x, v[0], c[16];
DP4   R1.z, v[0], c[22];
DP4   R1.y, v[0], c[21];
DP4   R1.x, v[0], c[20];
MOV   R1.w, c[0].x;
BRA   BB2 (EQ.x);
BB1:
ARL   A0.x, R1.w;
DP3   R2.w, R2, -c[A0.x + 8];
MIN   R2.w, R2, c[0].z;
MAX   R2.w, R2, c[0].x;
ADD   R1.w, c[0].z, R1;
SLTC  CC.x, R1.w, c[0].y;
MAD   R3.xyz, c[A0.x + 10], R2.w, R3;
BRA   BB1 (NE.x);
BB2:
MOV   o[HPOS], R0;
MOV   o[TEX1].xyz, R2;
MOV   o[TEX2].xyz, R1;
MOV   o[COL0].xyz, R3;
MOV   o[TEX0].xy, v[8];
MOV   o[COL0].w, c[13].x;
END
# 31 instructions, 4 R-regs
