!!ARBvp1.0
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -profile arbvp1
# source file: tests/shaders/vertex/static_globals_helpers.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile arbvp1
#program main
#semantic main.world
#semantic main.viewProj
#semantic main.eye
#semantic cascadeMatrices
#var float4 pos : $vin.POSITION : POSITION : 0 : 1
#var float4 hpos : $vout.POSITION : HPOS : 1 : 1
#var float4 shadowUV : $vout.TEXCOORD0 : TEX0 : 2 : 1
#var float4 info : $vout.TEXCOORD1 : TEX1 : 3 : 1
#var float4x4 world :  : c[1], 4 : 4 : 1
#var float4x4 viewProj :  : c[5], 4 : 5 : 1
#var float3 eye :  : c[25] : 6 : 1
#var float4x4 cascadeMatrices[0] :  : c[9], 4 : -1 : 1
#var float4x4 cascadeMatrices[1] :  : c[13], 4 : -1 : 1
#var float4x4 cascadeMatrices[2] :  : c[17], 4 : -1 : 1
#var float4x4 cascadeMatrices[3] :  : c[21], 4 : -1 : 1
#const c[0] = 0 1 2 3
#const c[26] = 10 30 80 200
#const c[27] = 1.5
PARAM c[28] = { { 0, 1, 2, 3 },
		program.local[1..25],
		{ 10, 30, 80, 200 },
		{ 1.5 } };
TEMP R0;
TEMP R1;
TEMP R2;
TEMP R3;
DP4 R2.z, vertex.position, c[3];
DP4 R2.x, vertex.position, c[1];
DP4 R2.y, vertex.position, c[2];
DP4 R2.w, vertex.position, c[4];
ADD R0.xyz, -R2, c[25];
DP3 R0.x, R0, R0;
RSQ R0.x, R0.x;
RCP R0.x, R0.x;
SGE R0, R0.x, c[26];
DP4 R3.x, R0, c[0].y;
SLT R0.x, R3, c[0].w;
ABS R0.z, R0.x;
SLT R0.y, R3.x, c[0].z;
SLT R0.x, R3, c[0].y;
ABS R0.x, R0;
SGE R3.y, c[0].x, R0.x;
SGE R0.x, c[0], R0.z;
ABS R0.y, R0;
SGE R0.y, c[0].x, R0;
MUL R3.z, R3.y, R0.y;
MUL R3.w, R3.z, R0.x;
DP4 R0.w, R2, c[20];
DP4 R0.z, R2, c[19];
DP4 R0.x, R2, c[17];
DP4 R0.y, R2, c[18];
DP4 R1.w, R2, c[24];
DP4 R1.z, R2, c[23];
DP4 R1.y, R2, c[22];
DP4 R1.x, R2, c[21];
ADD R1, R1, -R0;
MAD R1, R1, R3.w, R0;
DP4 R0.w, R2, c[16];
DP4 R0.z, R2, c[15];
DP4 R0.x, R2, c[13];
DP4 R0.y, R2, c[14];
ADD R1, R1, -R0;
MAD R1, R1, R3.z, R0;
DP4 R0.x, R2, c[9];
DP4 R0.w, R2, c[12];
DP4 R0.z, R2, c[11];
DP4 R0.y, R2, c[10];
ADD R1, R1, -R0;
ADD R3.z, R3.x, c[0].y;
MAD result.texcoord[0], R1, R3.y, R0;
RCP R0.x, R3.z;
MOV R3.zw, c[0].xyxy;
MUL R3.y, R0.x, c[27].x;
MOV result.texcoord[1], R3;
DP4 result.position.w, R2, c[8];
DP4 result.position.z, R2, c[7];
DP4 result.position.y, R2, c[6];
DP4 result.position.x, R2, c[5];
END
# 52 instructions, 4 R-regs
