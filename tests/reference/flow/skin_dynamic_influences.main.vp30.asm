!!VP2.0
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -profile vp30
# source file: tests/shaders/flow/skin_dynamic_influences.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile vp30
#program main
#semantic main.bones
#semantic main.viewProj
#semantic main.numInfluences
#var float4 pos : $vin.POSITION : ATTR0 : 0 : 1
#var float3 normal : $vin.NORMAL : ATTR2 : 1 : 1
#var float4 weights : $vin.TEXCOORD1 : TEXCOORD1 : 2 : 1
#var float4 indices : $vin.TEXCOORD2 : TEXCOORD2 : 3 : 1
#var float2 uv : $vin.TEXCOORD0 : TEXCOORD0 : 4 : 1
#var float4x4 bones[0] :  : c[0], 4 : 5 : 1
#var float4x4 bones[1] :  : c[4], 4 : 5 : 1
#var float4x4 bones[2] :  : c[8], 4 : 5 : 1
#var float4x4 bones[3] :  : c[12], 4 : 5 : 1
#var float4x4 bones[4] :  : c[16], 4 : 5 : 1
#var float4x4 bones[5] :  : c[20], 4 : 5 : 1
#var float4x4 bones[6] :  : c[24], 4 : 5 : 1
#var float4x4 bones[7] :  : c[28], 4 : 5 : 1
#var float4x4 bones[8] :  : c[32], 4 : 5 : 1
#var float4x4 bones[9] :  : c[36], 4 : 5 : 1
#var float4x4 bones[10] :  : c[40], 4 : 5 : 1
#var float4x4 bones[11] :  : c[44], 4 : 5 : 1
#var float4x4 bones[12] :  : c[48], 4 : 5 : 1
#var float4x4 bones[13] :  : c[52], 4 : 5 : 1
#var float4x4 bones[14] :  : c[56], 4 : 5 : 1
#var float4x4 bones[15] :  : c[60], 4 : 5 : 1
#var float4x4 viewProj :  : c[64], 4 : 6 : 1
#var int numInfluences :  : c[68] : 7 : 1
#var float4 main.hpos : $vout.POSITION : HPOS : -1 : 1
#var float3 main.n : $vout.TEXCOORD1 : TEX1 : -1 : 1
#var float2 main.uv : $vout.TEXCOORD0 : TEX0 : -1 : 1
#const c[69] = 0 4 1
BB0:
MOV   R3.x, c[68];
SLTC  CC.x, c[69], R3;
MOV   R0, c[69].x;
MOV   R1, v[9];
MOV   R2, v[10];
MOV   R4.xyz, c[69].x;
MOV   R4.w, c[69].x;
BRA   BB2 (EQ.x);
BB1:
FLR   R3.x, R2;
MUL   R3.x, R3, c[69].y;
ARL   A0.x, R3;
ADD   R4.w, c[69].z, R4;
SLTC  CC.x, R4.w, c[68];
DP4   R3.z, v[0], c[A0.x + 2];
DP4   R3.x, v[0], c[A0.x];
DP4   R3.y, v[0], c[A0.x + 1];
DP4   R3.w, c[A0.x + 3], v[0];
MAD   R0, R1.x, R3, R0;
DP3   R3.z, c[A0.x + 2], v[2];
DP3   R3.x, c[A0.x], v[2];
DP3   R3.y, c[A0.x + 1], v[2];
MAD   R4.xyz, R1.x, R3, R4;
MOV   R1, R1.yzwx;
MOV   R2, R2.yzwx;
BRA   BB1 (NE.x);
BB2:
MOV   R2, v[0];
MOVC  CC.x, c[68];
MOV   R2(NE.x), R0;
MOV   R1.xyz, v[2];
MOV   R1.xyz(NE.x), R4;
DP3   R0.x, R1, R1;
RSQ   R0.x, R0.x;
MUL   o[TEX1].xyz, R0.x, R1;
DP4   o[HPOS].w, R2, c[67];
DP4   o[HPOS].z, R2, c[66];
DP4   o[HPOS].y, R2, c[65];
DP4   o[HPOS].x, R2, c[64];
MOV   o[TEX0].xy, v[8];
END
# 38 instructions, 5 R-regs
