!!VP1.1
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -profile vp20
# source file: tests/shaders/vertex/instanced_skinned_int_indices.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile vp20
#program main
#semantic main.instanceTint
#semantic main.instanceWorld
#semantic main.palette
#semantic main.viewProj
#semantic main.lightDir
#var float4 IN.pos : $vin.POSITION : ATTR0 : 0 : 1
#var float3 IN.normal : $vin.NORMAL : ATTR2 : 0 : 1
#var float IN.weight : $vin.BLENDWEIGHT : ATTR1 : 0 : 1
#var float4 IN.bones : $vin.BLENDINDICES : ATTR7 : 0 : 1
#var float4 IN.instance : $vin.TEXCOORD1 : TEXCOORD1 : 0 : 1
#var float2 IN.uv : $vin.TEXCOORD0 : TEXCOORD0 : 0 : 1
#var float4 instanceTint[0] :  : c[52] : 1 : 1
#var float4 instanceTint[1] :  : c[53] : 1 : 1
#var float4 instanceTint[2] :  : c[54] : 1 : 1
#var float4 instanceTint[3] :  : c[55] : 1 : 1
#var float4x4 instanceWorld[0] :  : c[0], 4 : 2 : 1
#var float4x4 instanceWorld[1] :  : c[4], 4 : 2 : 1
#var float4x4 instanceWorld[2] :  : c[8], 4 : 2 : 1
#var float4x4 instanceWorld[3] :  : c[12], 4 : 2 : 1
#var float4x3 palette[0] :  : c[16], 4 : 3 : 1
#var float4x3 palette[1] :  : c[20], 4 : 3 : 1
#var float4x3 palette[2] :  : c[24], 4 : 3 : 1
#var float4x3 palette[3] :  : c[28], 4 : 3 : 1
#var float4x3 palette[4] :  : c[32], 4 : 3 : 1
#var float4x3 palette[5] :  : c[36], 4 : 3 : 1
#var float4x3 palette[6] :  : c[40], 4 : 3 : 1
#var float4x3 palette[7] :  : c[44], 4 : 3 : 1
#var float4x4 viewProj :  : c[48], 4 : 4 : 1
#var float3 lightDir :  : c[56] : 5 : 1
#var float4 main.hpos : $vout.POSITION : HPOS : -1 : 1
#var float4 main.color : $vout.COLOR0 : COL0 : -1 : 1
#var float2 main.uv : $vout.TEXCOORD0 : TEX0 : -1 : 1
#const c[57] = 4 1 0
EXP   R0.y, v[7].y;
ADD   R0.x, v[7].y, -R0.y;
MUL   R3.y, R0.x, c[57].x;
ARL   A0.x, R3.y;
EXP   R0.y, v[7].x;
MUL   R1.xyz, c[A0.x + 17], v[2].y;
ADD   R0.x, v[7], -R0.y;
MAD   R1.xyz, c[A0.x + 16], v[2].x, R1;
MUL   R3.x, R0, c[57];
MAD   R0.xyz, c[A0.x + 18], v[2].z, R1;
ARL   A0.x, R3.x;
ADD   R2.w, -v[1].x, c[57].y;
MUL   R1.xyz, R2.w, R0;
MUL   R2.xyz, c[A0.x + 17], v[2].y;
EXP   R0.y, v[9].x;
ADD   R0.w, v[9].x, -R0.y;
MAD   R2.xyz, c[A0.x + 16], v[2].x, R2;
MAD   R0.xyz, c[A0.x + 18], v[2].z, R2;
MUL   R1.w, R0, c[57].x;
MAD   R1.xyz, v[1].x, R0, R1;
ARL   A0.x, R1.w;
DP3   R0.z, c[A0.x + 2], R1;
DP3   R0.x, c[A0.x], R1;
DP3   R0.y, c[A0.x + 1], R1;
ARL   A0.x, R3.y;
MUL   R1.xyz, v[0].y, c[A0.x + 17];
MAD   R2.xyz, v[0].x, c[A0.x + 16], R1;
DP3   R0.w, R0, R0;
ARL   A0.x, R3.x;
MUL   R1.xyz, v[0].y, c[A0.x + 17];
ARL   A0.x, R3.y;
MAD   R2.xyz, v[0].z, c[A0.x + 18], R2;
ARL   A0.x, R3.x;
MAD   R1.xyz, v[0].x, c[A0.x + 16], R1;
ARL   A0.x, R3.y;
MAD   R2.xyz, v[0].w, c[A0.x + 19], R2;
ARL   A0.x, R3.x;
MAD   R1.xyz, v[0].z, c[A0.x + 18], R1;
MAD   R1.xyz, v[0].w, c[A0.x + 19], R1;
MUL   R2.xyz, R2.w, R2;
RSQ   R0.w, R0.w;
MUL   R0.xyz, R0.w, R0;
DP3   R0.x, R0, -c[56];
MIN   R0.x, R0, c[57].y;
MAD   R2.xyz, v[1].x, R1, R2;
ARL   A0.x, R1.w;
MOV   R2.w, c[57].y;
DP4   R1.w, c[A0.x + 3], R2;
DP4   R1.z, R2, c[A0.x + 2];
DP4   R1.x, R2, c[A0.x];
DP4   R1.y, R2, c[A0.x + 1];
MAX   R0.x, R0, c[57].z;
ARL   A0.x, v[9].x;
DP4   o[HPOS].w, R1, c[51];
DP4   o[HPOS].z, R1, c[50];
DP4   o[HPOS].y, R1, c[49];
DP4   o[HPOS].x, R1, c[48];
MUL   o[COL0], c[A0.x + 52], R0.x;
MOV   o[TEX0].xy, v[8];
END
# 59 instructions, 0 R-regs
