!!ARBvp1.0
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -profile arbvp1
# source file: tests/shaders/vertex/stdlib_vertex_rare.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile arbvp1
#program main
#semantic main.mvp
#semantic main.deform
#semantic main.wobble
#var float4 pos : $vin.POSITION : POSITION : 0 : 1
#var float3 N : $vin.NORMAL : NORMAL : 1 : 1
#var float4 hpos : $vout.POSITION : HPOS : 2 : 1
#var float4 c0 : $vout.COLOR0 : COL0 : 3 : 1
#var float4 t0 : $vout.TEXCOORD0 : TEX0 : 4 : 1
#var float4x4 mvp :  : c[1], 4 : 5 : 1
#var float3x3 deform :  : c[5], 3 : 6 : 1
#var float wobble :  : c[8] : 7 : 1
#const c[0] = 4 0 1 -0.01348047
#const c[9] = 0.05747731 0.1212391 0.1956359 0.33299461
#const c[10] = 0.99999559 1.570796 0.5 2
PARAM c[11] = { { 4, 0, 1, -0.01348047 },
		program.local[1..8],
		{ 0.05747731, 0.1212391, 0.1956359, 0.33299461 },
		{ 0.99999559, 1.570796, 0.5, 2 } };
TEMP R0;
TEMP R1;
TEMP R2;
TEMP R3;
TEMP R4;
TEMP R5;
MOV R3.xyz, c[7];
MUL R0.xyz, R3.yzxw, c[6].zxyw;
MAD R1.xyz, R3.zxyw, c[6].yzxw, -R0;
MOV R2.xyz, c[6];
DP3 R0.x, R1, c[5];
MUL R1.y, R2, c[5].z;
MUL R0.z, R2.x, c[5];
MAD R0.z, R2, c[5].x, -R0;
MUL R0.w, R3.y, c[5].z;
RCP R3.w, R0.x;
MUL R0.y, R3.x, c[6].z;
MAD R0.x, R3.z, c[6], -R0.y;
MOV R0.y, c[5].z;
MUL R0.y, R0, c[7].x;
MAD R0.w, R3.z, c[5].y, -R0;
MAD R1.z, R2, c[5].y, -R1.y;
MOV R1.y, -R0.w;
MUL R0.w, vertex.position.y, c[0].x;
FLR R1.w, -R0;
MAD R0.y, R3.z, c[5].x, -R0;
MUL R1.xyz, R3.w, R1;
MOV R0.x, -R0;
MOV R0.z, -R0;
MUL R0.xyz, R3.w, R0;
MUL R0.xyz, vertex.normal.y, R0;
MAD R1.xyz, vertex.normal.x, R1, R0;
MUL R0.x, R3, c[6].y;
SLT R0.z, R0.w, c[0].y;
MUL R0.y, R3.x, c[5];
ABS R0.z, R0;
SGE R2.z, c[0].y, R0;
MAD R0.y, R3, c[5].x, -R0;
FLR R0.z, R0.w;
ADD R0.z, R0, R1.w;
MAD R1.w, R0.z, R2.z, -R1;
ADD R2.w, R0, -R1;
MUL R0.z, R2.x, c[5].y;
ABS R3.z, R2.w;
MAX R2.x, R3.z, c[0].z;
MAD R0.z, R2.y, c[5].x, -R0;
RCP R2.y, R2.x;
MIN R2.x, R3.z, c[0].z;
MUL R4.x, R2, R2.y;
MUL R4.y, R4.x, R4.x;
MAD R0.x, R3.y, c[6], -R0;
MOV R0.y, -R0;
MUL R0.xyz, R0, R3.w;
MAD R2.xyz, vertex.normal.z, R0, R1;
MAD R0.xyz, -R2, c[10].w, R2;
MUL R1.x, R4.y, c[0].w;
ADD R1.x, R1, c[9];
MAD R3.x, R1, R4.y, -c[9].y;
MAD R3.x, R3, R4.y, c[9].z;
ABS R1.xyz, R2;
ABS R0.xyz, R0;
SLT R1.xyz, c[0].y, R1;
MAD R4.z, R3.x, R4.y, -c[9].w;
SGE R0.xyz, c[0].y, R0;
MUL R3.xyw, R0.xyzz, R1.xyzz;
SLT R1.z, c[0], R3;
MAD R1.x, R4.z, R4.y, c[10];
MAD R1.y, -R1.x, R4.x, c[10];
MAD R1.x, R1, R4, -R1.y;
SLT R3.z, R0.w, R1.w;
ABS R1.z, R1;
SGE R0.w, c[0].y, R1.z;
MAD R0.w, R1.x, R0, R1.y;
ABS R1.z, R3;
SGE R1.y, c[0], R1.z;
ADD R1.x, R0.w, R0.w;
MAD R0.w, R1.x, R1.y, -R0;
DP3 R1.z, vertex.position, c[7];
DP3 R1.y, vertex.position, c[6];
MUL R0.xyz, R2, c[8].x;
DP3 R1.x, vertex.position, c[5];
MAD R0.xyz, R0, R0.w, R1;
ADD R0.w, R3.x, R3.y;
MAD R4.xyz, -R0, c[10].w, R0;
ABS R5.xyz, R4;
DP3 R1.x, R1, R1;
ADD R3.xyz, R0, -R0;
ABS R4.xyz, R0;
ABS R3.xyz, R3;
RSQ R1.x, R1.x;
RCP R1.x, R1.x;
ADD R1.x, R1, c[0].z;
ABS R1.y, R1.x;
LG2 R1.z, R1.y;
FLR R1.z, R1;
ADD R3.w, R0, R3;
ADD R1.z, R1, c[0];
SLT R1.y, c[0], R1;
MUL R1.y, R1, R1.z;
SLT R5.xyz, c[0].y, R5;
SGE R4.xyz, c[0].y, R4;
ADD R4.xyz, R4, R5;
SGE R3.xyz, c[0].y, R3;
MUL R3.xyz, R3, R4;
MUL R0.w, R3.x, R3.y;
ABS R3.y, R3.w;
MUL R3.x, R0.w, R3.z;
SGE R3.y, c[0], R3;
MUL R3.x, R3, R3.y;
DP3 R0.w, R2, R2;
RSQ R0.w, R0.w;
ABS R3.x, R3;
MUL R2.xyz, R0.w, R2;
SGE R0.w, c[0].y, R3.x;
MAD R3.xyz, R2, c[10].z, c[10].z;
MOV R3.w, c[0].z;
ADD R4, -R3, c[0].zyyz;
MAD result.color, R4, R0.w, R3;
MOV R0.w, c[0].z;
DP4 result.position.w, R0, c[4];
DP4 result.position.z, R0, c[3];
DP4 result.position.y, R0, c[2];
DP4 result.position.x, R0, c[1];
EX2 R0.x, -R1.y;
MUL R0.x, R1, R0;
EX2 R0.y, R1.y;
MUL R1.y, R0.x, R0;
MOV R1.z, R0.x;
MOV R1.x, R2.w;
MOV result.texcoord[0], R1.wxyz;
END
# 124 instructions, 6 R-regs
