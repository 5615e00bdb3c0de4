!!VP2.0
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -profile vp30
# source file: tests/shaders/vertex/light_arrays_loop.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile vp30
#program main
#semantic mvp
#semantic objectCameraPos
#semantic lightDirections
#semantic lightColors
#var float4 v.vertex : $vin.POSITION : ATTR0 : 0 : 1
#var float3 v.normal : $vin.NORMAL : ATTR2 : 0 : 1
#var float4 v.texcoord : $vin.TEXCOORD0 : TEXCOORD0 : 0 : 1
#var float4 v.color : $vin.COLOR : ATTR3 : 0 : 1
#var float4x4 mvp :  : c[0], 4 : -1 : 1
#var float4 objectCameraPos :  : c[4] : -1 : 1
#var float3 lightDirections[0] :  : c[5] : -1 : 1
#var float3 lightDirections[1] :  : c[6] : -1 : 1
#var float3 lightDirections[2] :  : c[7] : -1 : 1
#var float3 lightDirections[3] :  : c[8] : -1 : 1
#var float4 lightColors[0] :  : c[9] : -1 : 1
#var float4 lightColors[1] :  : c[10] : -1 : 1
#var float4 lightColors[2] :  : c[11] : -1 : 1
#var float4 lightColors[3] :  : c[12] : -1 : 1
#var float4 main.pos : $vout.POSITION : HPOS : -1 : 1
#var float2 main.uv : $vout.TEXCOORD0 : TEX0 : -1 : 1
#var float3 main.diffuse : $vout.TEXCOORD1 : TEX1 : -1 : 1
#var float3 main.specular : $vout.TEXCOORD2 : TEX2 : -1 : 1
#const c[13] = 0 3 16 1
BB0:
ADD   R0.xyz, c[4], -v[0];
DP3   R0.w, R0, R0;
RSQ   R0.w, R0.w;
MUL   R1.xyz, R0.w, R0;
SLTC  CC.x, c[13], c[13].y;
MOV   R2.xyz, c[13].x;
MOV   R3.xyz, c[13].x;
DP4   R0.w, v[0], c[3];
DP4   R0.z, v[0], c[2];
DP4   R0.y, v[0], c[1];
DP4   R0.x, v[0], c[0];
MOV   R1.w, c[13].x;
BRA   BB2 (EQ.x);
BB1:
ARL   A0.x, R1.w;
ADD   R4.xyz, c[A0.x + 5], R1;
DP3   R2.w, R4, R4;
RSQ   R2.w, R2.w;
MUL   R4.xyz, R2.w, R4;
DP3   R2.w, v[2], R4;
DP3   R3.w, v[2], c[A0.x + 5];
MAX   R2.w, R2, c[13].x;
MAX   R3.w, R3, c[13].x;
LG2   R2.w, R2.w;
MUL   R4.xyz, c[A0.x + 9], R3.w;
MUL   R2.w, R2, c[13].z;
EX2   R2.w, R2.w;
ADD   R1.w, c[13], R1;
SLTC  CC.x, R1.w, c[13].y;
MAD   R2.xyz, R4, v[3], R2;
MAD   R3.xyz, c[A0.x + 9], R2.w, R3;
BRA   BB1 (NE.x);
BB2:
MOV   o[HPOS], R0;
MOV   o[TEX1].xyz, R2;
MOV   o[TEX2].xyz, R3;
MOV   o[TEX0].xy, v[8];
END
# 35 instructions, 5 R-regs
