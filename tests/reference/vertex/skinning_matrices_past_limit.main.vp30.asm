!!VP2.0
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -profile vp30
# source file: tests/shaders/vertex/skinning_matrices_past_limit.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile vp30
#program main
#semantic bones
#semantic camera
#semantic cascades
#semantic lightDir
#semantic lightColor
#var float4 IN.pos : $vin.POSITION : ATTR0 : 0 : 1
#var float3 IN.normal : $vin.NORMAL : ATTR2 : 0 : 1
#var float4 IN.bone : $vin.BLENDINDICES : ATTR7 : 0 : 1
#var float4 IN.weight : $vin.TEXCOORD3 : TEXCOORD3 : 0 : 1
#var float2 IN.uv : $vin.TEXCOORD0 : TEXCOORD0 : 0 : 1
#var float4x4 bones[0] :  : c[0], 4 : -1 : 1
#var float4x4 bones[1] :  : c[4], 4 : -1 : 1
#var float4x4 bones[2] :  : c[8], 4 : -1 : 1
#var float4x4 bones[3] :  : c[12], 4 : -1 : 1
#var float4x4 bones[4] :  : c[16], 4 : -1 : 1
#var float4x4 bones[5] :  : c[20], 4 : -1 : 1
#var float4x4 bones[6] :  : c[24], 4 : -1 : 1
#var float4x4 bones[7] :  : c[28], 4 : -1 : 1
#var float4x4 bones[8] :  : c[32], 4 : -1 : 1
#var float4x4 bones[9] :  : c[36], 4 : -1 : 1
#var float4x4 bones[10] :  : c[40], 4 : -1 : 1
#var float4x4 bones[11] :  : c[44], 4 : -1 : 1
#var float4x4 bones[12] :  : c[48], 4 : -1 : 1
#var float4x4 bones[13] :  : c[52], 4 : -1 : 1
#var float4x4 bones[14] :  : c[56], 4 : -1 : 1
#var float4x4 bones[15] :  : c[60], 4 : -1 : 1
#var float4x4 bones[16] :  : c[64], 4 : -1 : 1
#var float4x4 bones[17] :  : c[68], 4 : -1 : 1
#var float4x4 bones[18] :  : c[72], 4 : -1 : 1
#var float4x4 bones[19] :  : c[76], 4 : -1 : 1
#var float4x4 bones[20] :  : c[80], 4 : -1 : 1
#var float4x4 bones[21] :  : c[84], 4 : -1 : 1
#var float4x4 bones[22] :  : c[88], 4 : -1 : 1
#var float4x4 camera.view :  : c[92], 4 : -1 : 1
#var float4x4 camera.proj :  : c[96], 4 : -1 : 1
#var float4x4 cascades[0] :  : c[100], 4 : -1 : 1
#var float4x4 cascades[1] :  : c[104], 4 : -1 : 1
#var float4 lightDir :  : c[108] : -1 : 1
#var float4 lightColor :  : c[109] : -1 : 1
#var float4 main.hpos : $vout.POSITION : HPOS : -1 : 1
#var float4 main.color : $vout.COLOR0 : COL0 : -1 : 1
#var float2 main.uv : $vout.TEXCOORD0 : TEX0 : -1 : 1
#var float4 main.shadow0 : $vout.TEXCOORD1 : TEX1 : -1 : 1
#var float4 main.shadow1 : $vout.TEXCOORD2 : TEX2 : -1 : 1
#const c[110] = 4 1 0
BB0:
FLR   R0.xy, v[7];
MUL   R0.xy, R0, c[110].x;
ARL   A0.xy, R0;
DP4   R0.w, v[0], c[A0.y + 3];
DP4   R0.z, v[0], c[A0.y + 2];
DP4   R0.x, v[0], c[A0.y];
DP4   R0.y, v[0], c[A0.y + 1];
MUL   R1, v[11].y, R0;
DP4   R0.w, c[A0.x + 3], v[0];
DP4   R0.z, v[0], c[A0.x + 2];
DP4   R0.y, v[0], c[A0.x + 1];
DP4   R0.x, v[0], c[A0.x];
MAD   R1, R0, v[11].x, R1;
DP4   R0.w, R1, c[95];
DP4   R0.z, R1, c[94];
DP4   R0.x, R1, c[92];
DP4   R0.y, R1, c[93];
DP4   o[HPOS].w, R0, c[99];
DP4   o[HPOS].z, R0, c[98];
DP4   o[HPOS].y, R0, c[97];
DP4   o[HPOS].x, R0, c[96];
DP3   R0.z, c[A0.y + 2], v[2];
DP3   R0.x, c[A0.y], v[2];
DP3   R0.y, c[A0.y + 1], v[2];
MUL   R2.xyz, v[11].y, R0;
DP3   R0.z, c[A0.x + 2], v[2];
DP3   R0.y, c[A0.x + 1], v[2];
DP3   R0.x, c[A0.x], v[2];
MAD   R0.xyz, v[11].x, R0, R2;
DP3   R0.w, R0, R0;
RSQ   R0.w, R0.w;
MUL   R0.xyz, R0.w, R0;
DP3   R0.x, R0, -c[108];
MIN   R0.x, R0, c[110].y;
MAX   R0.x, R0, c[110].z;
DP4   o[TEX1].w, R1, c[103];
DP4   o[TEX1].z, R1, c[102];
DP4   o[TEX1].y, R1, c[101];
DP4   o[TEX1].x, R1, c[100];
DP4   o[TEX2].w, R1, c[107];
DP4   o[TEX2].z, R1, c[106];
DP4   o[TEX2].y, R1, c[105];
DP4   o[TEX2].x, R1, c[104];
MUL   o[COL0], R0.x, c[109];
MOV   o[TEX0].xy, v[8];
END
# 45 instructions, 3 R-regs
