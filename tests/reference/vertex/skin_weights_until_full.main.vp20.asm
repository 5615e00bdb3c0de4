!!VP1.1
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -profile vp20
# source file: tests/shaders/vertex/skin_weights_until_full.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile vp20
#program main
#semantic main.view_proj
#semantic main.bones
#var float4 IN.position : $vin.POSITION : ATTR0 : 0 : 1
#var float4 IN.weights : $vin.TEXCOORD1 : TEXCOORD1 : 0 : 1
#var float4 IN.indices : $vin.TEXCOORD2 : TEXCOORD2 : 0 : 1
#var float4x4 view_proj :  : c[0], 4 : 1 : 1
#var float3x4 bones[0] :  : c[4], 3 : 2 : 1
#var float3x4 bones[1] :  : c[7], 3 : 2 : 1
#var float3x4 bones[2] :  : c[10], 3 : 2 : 1
#var float3x4 bones[3] :  : c[13], 3 : 2 : 1
#var float3x4 bones[4] :  : c[16], 3 : 2 : 1
#var float3x4 bones[5] :  : c[19], 3 : 2 : 1
#var float3x4 bones[6] :  : c[22], 3 : 2 : 1
#var float3x4 bones[7] :  : c[25], 3 : 2 : 1
#var float3x4 bones[8] :  : c[28], 3 : 2 : 1
#var float3x4 bones[9] :  : c[31], 3 : 2 : 1
#var float3x4 bones[10] :  : c[34], 3 : 2 : 1
#var float3x4 bones[11] :  : c[37], 3 : 2 : 1
#var float3x4 bones[12] :  : c[40], 3 : 2 : 1
#var float3x4 bones[13] :  : c[43], 3 : 2 : 1
#var float3x4 bones[14] :  : c[46], 3 : 2 : 1
#var float3x4 bones[15] :  : c[49], 3 : 2 : 1
#var float3x4 bones[16] :  : c[52], 3 : 2 : 1
#var float3x4 bones[17] :  : c[55], 3 : 2 : 1
#var float3x4 bones[18] :  : c[58], 3 : 2 : 1
#var float3x4 bones[19] :  : c[61], 3 : 2 : 1
#var float3x4 bones[20] :  : c[64], 3 : 2 : 1
#var float3x4 bones[21] :  : c[67], 3 : 2 : 1
#var float3x4 bones[22] :  : c[70], 3 : 2 : 1
#var float3x4 bones[23] :  : c[73], 3 : 2 : 1
#var float4 main : $vout.POSITION : HPOS : -1 : 1
#const c[76] = 3 0 1
EXP   R0.y, v[10].x;
ADD   R0.x, v[10], -R0.y;
MUL   R0.x, R0, c[76];
ARL   A0.x, R0.x;
DP4   R0.z, v[0], c[A0.x + 6];
DP4   R0.x, v[0], c[A0.x + 4];
DP4   R0.y, v[0], c[A0.x + 5];
MUL   R1.xyz, v[9].x, R0;
EXP   R0.y, v[10].y;
ADD   R0.x, v[10].y, -R0.y;
SLT   R0.w, v[9].x, c[76].z;
MAX   R0.y, -R0.w, R0.w;
SLT   R2.x, c[76].y, R0.y;
MUL   R0.x, R0, c[76];
ARL   A0.x, R0.x;
ADD   R1.w, -R2.x, c[76].z;
DP4   R0.z, v[0], c[A0.x + 6];
DP4   R0.y, v[0], c[A0.x + 5];
DP4   R0.x, v[0], c[A0.x + 4];
MAD   R0.xyz, v[9].y, R0, R1;
MUL   R1.xyz, R1, R1.w;
MAD   R1.xyz, R2.x, R0, R1;
ADD   R1.w, v[9].x, v[9].y;
SLT   R0.x, R1.w, c[76].z;
MUL   R0.w, R0, R0.x;
EXP   R0.y, v[10].z;
ADD   R0.x, v[10].z, -R0.y;
MAX   R0.y, -R0.w, R0.w;
SLT   R2.x, c[76].y, R0.y;
MUL   R0.x, R0, c[76];
ARL   A0.x, R0.x;
DP4   R0.z, v[0], c[A0.x + 6];
DP4   R0.y, v[0], c[A0.x + 5];
DP4   R0.x, v[0], c[A0.x + 4];
MAD   R0.xyz, v[9].z, R0, R1;
ADD   R2.y, -R2.x, c[76].z;
MUL   R1.xyz, R1, R2.y;
MAD   R1.xyz, R2.x, R0, R1;
ADD   R1.w, v[9].z, R1;
SLT   R0.x, R1.w, c[76].z;
MUL   R0.z, R0.w, R0.x;
EXP   R0.y, v[10].w;
ADD   R0.x, v[10].w, -R0.y;
MAX   R0.y, -R0.z, R0.z;
SLT   R0.w, c[76].y, R0.y;
MUL   R0.x, R0, c[76];
ARL   A0.x, R0.x;
ADD   R1.w, -R0, c[76].z;
DP4   R0.z, c[A0.x + 6], v[0];
DP4   R0.y, v[0], c[A0.x + 5];
DP4   R0.x, v[0], c[A0.x + 4];
MAD   R0.xyz, v[9].w, R0, R1;
MUL   R1.xyz, R1, R1.w;
MOV   R1.w, c[76].z;
MAD   R1.xyz, R0.w, R0, R1;
DP4   o[HPOS].w, R1, c[3];
DP4   o[HPOS].z, R1, c[2];
DP4   o[HPOS].y, R1, c[1];
DP4   o[HPOS].x, R1, c[0];
END
# 59 instructions, 0 R-regs
