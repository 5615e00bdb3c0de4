!!VP2.0
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -profile vp30
# source file: tests/shaders/vertex/skin_weights_until_full.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile vp30
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
#const c[76] = 3 1
BB0:
FLR   R0.x, v[10];
MUL   R0.x, R0, c[76];
ARL   A0.x, R0;
SLTC  CC.x, v[9], c[76].y;
DP4   R0.z, c[A0.x + 6], v[0];
DP4   R0.x, v[0], c[A0.x + 4];
DP4   R0.y, v[0], c[A0.x + 5];
MUL   R0.xyz, v[9].x, R0;
BRA   BB6 (LE.x);
BB1:
FLR   R0.w, v[10].y;
MUL   R0.w, R0, c[76].x;
ARL   A0.x, R0.w;
ADD   R0.w, v[9].x, v[9].y;
SLTC  CC.x, R0.w, c[76].y;
DP4   R1.z, c[A0.x + 6], v[0];
DP4   R1.x, v[0], c[A0.x + 4];
DP4   R1.y, v[0], c[A0.x + 5];
MAD   R0.xyz, v[9].y, R1, R0;
BRA   BB5 (LE.x);
BB2:
FLR   R1.x, v[10].z;
MUL   R1.x, R1, c[76];
ARL   A0.x, R1;
ADD   R0.w, v[9].z, R0;
SLTC  CC.x, R0.w, c[76].y;
DP4   R1.z, c[A0.x + 6], v[0];
DP4   R1.x, v[0], c[A0.x + 4];
DP4   R1.y, v[0], c[A0.x + 5];
MAD   R0.xyz, v[9].z, R1, R0;
BRA   BB4 (LE.x);
BB3:
FLR   R0.w, v[10];
MUL   R0.w, R0, c[76].x;
ARL   A0.x, R0.w;
DP4   R1.z, c[A0.x + 6], v[0];
DP4   R1.x, v[0], c[A0.x + 4];
DP4   R1.y, v[0], c[A0.x + 5];
MAD   R0.xyz, v[9].w, R1, R0;
BB4:
BB5:
BB6:
MOV   R0.w, c[76].y;
DP4   o[HPOS].w, R0, c[3];
DP4   o[HPOS].z, R0, c[2];
DP4   o[HPOS].y, R0, c[1];
DP4   o[HPOS].x, R0, c[0];
END
# 41 instructions, 2 R-regs
