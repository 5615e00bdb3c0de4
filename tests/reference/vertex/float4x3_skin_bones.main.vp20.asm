!!VP1.1
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -profile vp20
# source file: tests/shaders/vertex/float4x3_skin_bones.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile vp20
#program main
#semantic main.bones
#semantic main.viewProj
#var float4 IN.pos : $vin.POSITION : ATTR0 : 0 : 1
#var float3 IN.normal : $vin.NORMAL : ATTR2 : 0 : 1
#var float4 IN.weights : $vin.BLENDWEIGHT : ATTR1 : 0 : 1
#var float4 IN.indices : $vin.BLENDINDICES : ATTR7 : 0 : 1
#var float2 IN.uv : $vin.TEXCOORD0 : TEXCOORD0 : 0 : 1
#var float4x3 bones[0] :  : c[0], 4 : 1 : 1
#var float4x3 bones[1] :  : c[4], 4 : 1 : 1
#var float4x3 bones[2] :  : c[8], 4 : 1 : 1
#var float4x3 bones[3] :  : c[12], 4 : 1 : 1
#var float4x3 bones[4] :  : c[16], 4 : 1 : 1
#var float4x3 bones[5] :  : c[20], 4 : 1 : 1
#var float4x3 bones[6] :  : c[24], 4 : 1 : 1
#var float4x3 bones[7] :  : c[28], 4 : 1 : 1
#var float4x3 bones[8] :  : c[32], 4 : 1 : 1
#var float4x3 bones[9] :  : c[36], 4 : 1 : 1
#var float4x3 bones[10] :  : c[40], 4 : 1 : 1
#var float4x3 bones[11] :  : c[44], 4 : 1 : 1
#var float4x3 bones[12] :  : c[48], 4 : 1 : 1
#var float4x3 bones[13] :  : c[52], 4 : 1 : 1
#var float4x3 bones[14] :  : c[56], 4 : 1 : 1
#var float4x3 bones[15] :  : c[60], 4 : 1 : 1
#var float4x3 bones[16] :  : c[64], 4 : 1 : 1
#var float4x3 bones[17] :  : c[68], 4 : 1 : 1
#var float4x3 bones[18] :  : c[72], 4 : 1 : 1
#var float4x3 bones[19] :  : c[76], 4 : 1 : 1
#var float4x4 viewProj :  : c[80], 4 : 2 : 1
#var float4 main.hpos : $vout.POSITION : HPOS : -1 : 1
#var float2 main.uv : $vout.TEXCOORD0 : TEX0 : -1 : 1
#var float3 main.n : $vout.TEXCOORD1 : TEX1 : -1 : 1
#const c[84] = 4
EXP   R0.y, v[7].y;
ADD   R0.x, v[7].y, -R0.y;
MUL   R3.y, R0.x, c[84].x;
EXP   R0.y, v[7].x;
ADD   R0.x, v[7], -R0.y;
ARL   A0.x, R3.y;
MUL   R3.x, R0, c[84];
MUL   R0.xyz, v[0].y, c[A0.x + 1];
MAD   R0.xyz, v[0].x, c[A0.x], R0;
ARL   A0.x, R3.x;
MUL   R1.xyz, v[0].y, c[A0.x + 1];
ARL   A0.x, R3.y;
MAD   R0.xyz, v[0].z, c[A0.x + 2], R0;
ARL   A0.x, R3.x;
MAD   R1.xyz, v[0].x, c[A0.x], R1;
ARL   A0.x, R3.y;
MAD   R0.xyz, v[0].w, c[A0.x + 3], R0;
ARL   A0.x, R3.x;
MAD   R1.xyz, v[0].z, c[A0.x + 2], R1;
MUL   R0.xyz, v[1].y, R0;
MAD   R1.xyz, v[0].w, c[A0.x + 3], R1;
MAD   R2.xyz, v[1].x, R1, R0;
EXP   R1.y, v[7].z;
ADD   R0.z, v[7], -R1.y;
EXP   R0.y, v[7].w;
ADD   R0.x, v[7].w, -R0.y;
MUL   R2.w, R0.z, c[84].x;
ARL   A0.x, R2.w;
MUL   R1.w, R0.x, c[84].x;
MUL   R1.xyz, v[0].y, c[A0.x + 1];
ARL   A0.x, R1.w;
MUL   R0.xyz, v[0].y, c[A0.x + 1];
ARL   A0.x, R2.w;
MAD   R1.xyz, v[0].x, c[A0.x], R1;
ARL   A0.x, R1.w;
MAD   R0.xyz, v[0].x, c[A0.x], R0;
ARL   A0.x, R2.w;
MAD   R1.xyz, v[0].z, c[A0.x + 2], R1;
ARL   A0.x, R1.w;
MAD   R0.xyz, v[0].z, c[A0.x + 2], R0;
ARL   A0.x, R2.w;
MAD   R1.xyz, v[0].w, c[A0.x + 3], R1;
ARL   A0.x, R1.w;
MAD   R0.xyz, v[0].w, c[A0.x + 3], R0;
MAD   R1.xyz, v[1].z, R1, R2;
MAD   R4.xyz, R0, v[1].w, R1;
ARL   A0.x, R3.y;
MUL   R1.xyz, c[A0.x + 1], v[2].y;
MAD   R2.xyz, c[A0.x], v[2].x, R1;
ARL   A0.x, R3.x;
MUL   R1.xyz, c[A0.x + 1], v[2].y;
ARL   A0.x, R3.y;
MAD   R2.xyz, c[A0.x + 2], v[2].z, R2;
ARL   A0.x, R3.x;
MAD   R1.xyz, c[A0.x], v[2].x, R1;
MAD   R1.xyz, c[A0.x + 2], v[2].z, R1;
MUL   R2.xyz, v[1].y, R2;
MUL   R0, R4.y, c[81];
MAD   R0, R4.x, c[80], R0;
MAD   R0, R4.z, c[82], R0;
MAD   R3.xyz, v[1].x, R1, R2;
ARL   A0.x, R2.w;
MUL   R2.xyz, c[A0.x + 1], v[2].y;
ARL   A0.x, R1.w;
MUL   R1.xyz, c[A0.x + 1], v[2].y;
ARL   A0.x, R2.w;
MAD   R2.xyz, c[A0.x], v[2].x, R2;
ARL   A0.x, R1.w;
MAD   R1.xyz, c[A0.x], v[2].x, R1;
ARL   A0.x, R2.w;
MAD   R2.xyz, c[A0.x + 2], v[2].z, R2;
ARL   A0.x, R1.w;
MAD   R2.xyz, v[1].z, R2, R3;
MAD   R1.xyz, c[A0.x + 2], v[2].z, R1;
MAD   R1.xyz, v[1].w, R1, R2;
DP3   R1.w, R1, R1;
RSQ   R1.w, R1.w;
ADD   o[HPOS], R0, c[83];
MUL   o[TEX1].xyz, R1.w, R1;
MOV   o[TEX0].xy, v[8];
END
# 80 instructions, 0 R-regs
