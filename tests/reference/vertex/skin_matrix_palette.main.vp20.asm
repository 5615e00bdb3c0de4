!!VP1.1
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -profile vp20
# source file: tests/shaders/vertex/skin_matrix_palette.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile vp20
#program main
#semantic main.bones
#semantic main.viewProj
#semantic main.lightDir
#semantic main.ambient
#var float4 IN.pos : $vin.POSITION : ATTR0 : 0 : 1
#var float3 IN.normal : $vin.NORMAL : ATTR2 : 0 : 1
#var float2 IN.weights : $vin.BLENDWEIGHT : ATTR1 : 0 : 1
#var float2 IN.indices : $vin.BLENDINDICES : ATTR7 : 0 : 1
#var float2 IN.uv : $vin.TEXCOORD0 : TEXCOORD0 : 0 : 1
#var float4x4 bones[0] :  : c[0], 4 : 1 : 1
#var float4x4 bones[1] :  : c[4], 4 : 1 : 1
#var float4x4 bones[2] :  : c[8], 4 : 1 : 1
#var float4x4 bones[3] :  : c[12], 4 : 1 : 1
#var float4x4 bones[4] :  : c[16], 4 : 1 : 1
#var float4x4 bones[5] :  : c[20], 4 : 1 : 1
#var float4x4 bones[6] :  : c[24], 4 : 1 : 1
#var float4x4 bones[7] :  : c[28], 4 : 1 : 1
#var float4x4 bones[8] :  : c[32], 4 : 1 : 1
#var float4x4 bones[9] :  : c[36], 4 : 1 : 1
#var float4x4 bones[10] :  : c[40], 4 : 1 : 1
#var float4x4 bones[11] :  : c[44], 4 : 1 : 1
#var float4x4 bones[12] :  : c[48], 4 : 1 : 1
#var float4x4 bones[13] :  : c[52], 4 : 1 : 1
#var float4x4 bones[14] :  : c[56], 4 : 1 : 1
#var float4x4 bones[15] :  : c[60], 4 : 1 : 1
#var float4x4 viewProj :  : c[64], 4 : 2 : 1
#var float3 lightDir :  : c[68] : 3 : 1
#var float4 ambient :  : c[69] : 4 : 1
#var float4 main.hpos : $vout.POSITION : HPOS : -1 : 1
#var float4 main.color : $vout.COLOR0 : COL0 : -1 : 1
#var float2 main.uv : $vout.TEXCOORD0 : TEX0 : -1 : 1
#const c[70] = 4 1 0
EXP   R1.y, v[7].y;
ADD   R0.x, v[7].y, -R1.y;
MUL   R1.w, R0.x, c[70].x;
ARL   A0.x, R1.w;
EXP   R0.y, v[7].x;
ADD   R0.y, v[7].x, -R0;
MUL   R2.x, R0.y, c[70];
DP3   R0.z, c[A0.x + 2], v[2];
DP3   R0.x, c[A0.x], v[2];
DP3   R0.y, c[A0.x + 1], v[2];
ARL   A0.x, R2.x;
DP3   R1.z, c[A0.x + 2], v[2];
DP3   R1.y, c[A0.x + 1], v[2];
DP3   R1.x, c[A0.x], v[2];
ARL   A0.x, R1.w;
MUL   R0.xyz, v[1].y, R0;
MAD   R0.xyz, v[1].x, R1, R0;
DP3   R0.w, R0, R0;
RSQ   R0.w, R0.w;
MUL   R0.xyz, R0.w, R0;
DP3   R0.x, R0, -c[68];
MIN   R0.x, R0, c[70].y;
MAX   R0.x, R0, c[70].z;
DP4   R1.w, v[0], c[A0.x + 3];
DP4   R1.z, v[0], c[A0.x + 2];
DP4   R1.x, v[0], c[A0.x];
DP4   R1.y, v[0], c[A0.x + 1];
ARL   A0.x, R2.x;
MUL   R1, v[1].y, R1;
DP4   R2.w, c[A0.x + 3], v[0];
DP4   R2.z, v[0], c[A0.x + 2];
DP4   R2.y, v[0], c[A0.x + 1];
DP4   R2.x, v[0], c[A0.x];
MAD   R1, v[1].x, R2, R1;
DP4   o[HPOS].w, R1, c[67];
DP4   o[HPOS].z, R1, c[66];
DP4   o[HPOS].y, R1, c[65];
DP4   o[HPOS].x, R1, c[64];
ADD   o[COL0], R0.x, c[69];
MOV   o[TEX0].xy, v[8];
END
# 40 instructions, 0 R-regs
