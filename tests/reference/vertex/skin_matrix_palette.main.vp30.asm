!!VP2.0
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -profile vp30
# source file: tests/shaders/vertex/skin_matrix_palette.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile vp30
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
BB0:
FLR   R0.xy, v[7];
MUL   R0.xy, R0, c[70].x;
ARL   A0.xy, R0;
DP3   R0.z, c[A0.y + 2], v[2];
DP3   R0.x, c[A0.y], v[2];
DP3   R0.y, c[A0.y + 1], v[2];
MUL   R1.xyz, v[1].y, R0;
DP3   R0.z, c[A0.x + 2], v[2];
DP3   R0.y, c[A0.x + 1], v[2];
DP3   R0.x, c[A0.x], v[2];
MAD   R2.xyz, v[1].x, R0, R1;
DP3   R0.x, R2, R2;
RSQ   R2.w, R0.x;
DP4   R0.w, v[0], c[A0.y + 3];
DP4   R0.z, v[0], c[A0.y + 2];
DP4   R0.x, v[0], c[A0.y];
DP4   R0.y, v[0], c[A0.y + 1];
MUL   R1, v[1].y, R0;
DP4   R0.w, c[A0.x + 3], v[0];
DP4   R0.z, v[0], c[A0.x + 2];
DP4   R0.y, v[0], c[A0.x + 1];
DP4   R0.x, v[0], c[A0.x];
MAD   R0, v[1].x, R0, R1;
MUL   R1.xyz, R2.w, R2;
DP3   R1.x, R1, -c[68];
MIN   R1.x, R1, c[70].y;
MAX   R1.x, R1, c[70].z;
DP4   o[HPOS].w, R0, c[67];
DP4   o[HPOS].z, R0, c[66];
DP4   o[HPOS].y, R0, c[65];
DP4   o[HPOS].x, R0, c[64];
ADD   o[COL0], c[69], R1.x;
MOV   o[TEX0].xy, v[8];
END
# 33 instructions, 3 R-regs
