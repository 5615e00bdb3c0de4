!!VP1.1
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -profile vp20
# source file: tests/shaders/vertex/skin_texcoord_weights.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile vp20
#program main
#semantic main.bones
#semantic main.viewProj
#semantic main.lightDir
#var float4 v.pos : $vin.POSITION : ATTR0 : 0 : 1
#var float3 v.nrm : $vin.NORMAL : ATTR2 : 0 : 1
#var float3 v.weights : $vin.TEXCOORD1 : TEXCOORD1 : 0 : 1
#var float3 v.indices : $vin.TEXCOORD2 : TEXCOORD2 : 0 : 1
#var float2 v.uv : $vin.TEXCOORD0 : TEXCOORD0 : 0 : 1
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
#var float4x4 bones[16] :  : c[64], 4 : 1 : 1
#var float4x4 bones[17] :  : c[68], 4 : 1 : 1
#var float4x4 viewProj :  : c[72], 4 : 2 : 1
#var float3 lightDir :  : c[76] : 3 : 1
#var float4 main.hpos : $vout.POSITION : HPOS : -1 : 1
#var float2 main.uv : $vout.TEXCOORD0 : TEX0 : -1 : 1
#var float4 main.color : $vout.COLOR0 : COL0 : -1 : 1
#const c[77] = 4 1 0
EXP   R0.y, v[10].y;
ADD   R0.x, v[10].y, -R0.y;
MUL   R0.w, R0.x, c[77].x;
ARL   A0.x, R0.w;
DP3   R0.z, c[A0.x + 2], v[2];
DP3   R0.x, c[A0.x], v[2];
DP3   R0.y, c[A0.x + 1], v[2];
MUL   R2.xyz, v[9].y, R0;
EXP   R1.y, v[10].x;
ADD   R0.z, v[10].x, -R1.y;
MUL   R3.x, R0.z, c[77];
ARL   A0.x, R3.x;
EXP   R0.y, v[10].z;
ADD   R0.x, v[10].z, -R0.y;
MUL   R2.w, R0.x, c[77].x;
DP3   R0.z, c[A0.x + 2], v[2];
DP3   R0.y, c[A0.x + 1], v[2];
DP3   R0.x, c[A0.x], v[2];
MAD   R1.xyz, v[9].x, R0, R2;
ARL   A0.x, R2.w;
DP3   R0.z, c[A0.x + 2], v[2];
DP3   R0.y, c[A0.x + 1], v[2];
DP3   R0.x, c[A0.x], v[2];
ARL   A0.x, R0.w;
MAD   R2.xyz, v[9].z, R0, R1;
DP4   R0.w, v[0], c[A0.x + 3];
DP4   R0.z, v[0], c[A0.x + 2];
DP4   R0.x, v[0], c[A0.x];
DP4   R0.y, v[0], c[A0.x + 1];
ARL   A0.x, R3.x;
MUL   R1, v[9].y, R0;
DP4   R0.w, v[0], c[A0.x + 3];
DP4   R0.z, v[0], c[A0.x + 2];
DP4   R0.y, v[0], c[A0.x + 1];
DP4   R0.x, v[0], c[A0.x];
MAD   R1, v[9].x, R0, R1;
ARL   A0.x, R2.w;
DP3   R3.x, R2, R2;
DP4   R0.w, c[A0.x + 3], v[0];
DP4   R0.z, v[0], c[A0.x + 2];
DP4   R0.y, v[0], c[A0.x + 1];
DP4   R0.x, v[0], c[A0.x];
MAD   R0, v[9].z, R0, R1;
RSQ   R1.x, R3.x;
MUL   R1.xyz, R1.x, R2;
DP3   R1.x, R1, -c[76];
MIN   R1.x, R1, c[77].y;
DP4   o[HPOS].w, R0, c[75];
DP4   o[HPOS].z, R0, c[74];
DP4   o[HPOS].y, R0, c[73];
DP4   o[HPOS].x, R0, c[72];
MAX   o[COL0].xyz, R1.x, c[77].z;
MOV   o[TEX0].xy, v[8];
MOV   o[COL0].w, c[77].y;
END
# 54 instructions, 0 R-regs
