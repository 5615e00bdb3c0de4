!!ARBvp1.0
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -profile arbvp1
# source file: tests/shaders/vertex/stdlib_vertex_math.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile arbvp1
#program main
#semantic main.mvp
#semantic main.m3
#semantic main.t
#var float4 pos : $vin.POSITION : POSITION : 0 : 1
#var float3 N : $vin.NORMAL : NORMAL : 1 : 1
#var float4 hpos : $vout.POSITION : HPOS : 2 : 1
#var float4 c0 : $vout.COLOR0 : COL0 : 3 : 1
#var float4 t0 : $vout.TEXCOORD0 : TEX0 : 4 : 1
#var float4 t1 : $vout.TEXCOORD1 : TEX1 : 5 : 1
#var float4x4 mvp :  : c[1], 4 : 6 : 1
#var float3x3 m3 :  : c[5], 3 : 7 : 1
#var float t :  : c[8] : 8 : 1
#const c[0] = 2.718282 0.5 1.1276259 2
#const c[9] = 1 0.02 4 0.15915491
#const c[10] = 0.25 0 0.5 1
#const c[11] = 24.980801 -24.980801 -60.145809 60.145809
#const c[12] = 85.453789 -85.453789 -64.939346 64.939346
#const c[13] = 19.73921 -19.73921 -1 1
#const c[14] = -9 0.75 0.1 -0.01348047
#const c[15] = 0.05747731 0.1212391 0.1956359 0.33299461
#const c[16] = 0.99999559 1.570796 3.141593 0.050000001
#const c[17] = 0.47746474 0 0.69314718 0.30103001
#const c[18] = 0.66666669 1.5 -0.018729299 0.074261002
#const c[19] = 0.21211439 1.570729 0.15915495 0
#const c[20] = 0.78539807
PARAM c[21] = { { 2.718282, 0.5, 1.1276259, 2 },
		program.local[1..8],
		{ 1, 0.02, 4, 0.15915491 },
		{ 0.25, 0, 0.5, 1 },
		{ 24.980801, -24.980801, -60.145809, 60.145809 },
		{ 85.453789, -85.453789, -64.939346, 64.939346 },
		{ 19.73921, -19.73921, -1, 1 },
		{ -9, 0.75, 0.1, -0.01348047 },
		{ 0.05747731, 0.1212391, 0.1956359, 0.33299461 },
		{ 0.99999559, 1.570796, 3.141593, 0.050000001 },
		{ 0.47746474, 0, 0.69314718, 0.30103001 },
		{ 0.66666669, 1.5, -0.018729299, 0.074261002 },
		{ 0.21211439, 1.570729, 0.15915495, 0 },
		{ 0.78539807 } };
TEMP R0;
TEMP R1;
TEMP R2;
TEMP R3;
ABS R0.x, vertex.position;
ABS R0.y, vertex.position.z;
MAX R0.z, R0.x, R0.y;
RCP R0.w, R0.z;
MIN R0.z, R0.x, R0.y;
MUL R0.z, R0, R0.w;
MUL R0.w, R0.z, R0.z;
MUL R1.x, R0.w, c[14].w;
ADD R1.x, R1, c[15];
MAD R1.x, R1, R0.w, -c[15].y;
MAD R1.x, R1, R0.w, c[15].z;
MAD R1.x, R1, R0.w, -c[15].w;
SLT R0.y, R0.x, R0;
MAD R0.x, R1, R0.w, c[16];
ABS R0.w, R0.y;
MAD R0.y, -R0.x, R0.z, c[16];
MAD R0.x, R0, R0.z, -R0.y;
SGE R0.w, c[10].y, R0;
MAD R0.x, R0, R0.w, R0.y;
ADD R0.y, -R0.x, c[16].z;
SLT R0.z, vertex.position.x, c[10].y;
ABS R0.z, R0;
SLT R0.w, vertex.position.z, c[10].y;
ADD R0.x, R0, -R0.y;
SGE R0.z, c[10].y, R0;
MAD R0.x, R0, R0.z, R0.y;
ABS R0.w, R0;
SGE R0.z, c[10].y, R0.w;
ADD R0.y, R0.x, R0.x;
MAD R1.w, R0.y, R0.z, -R0.x;
MUL R0.x, R1.w, c[17];
FRC R2.x, R0;
MUL R0.xy, vertex.position.xzzw, vertex.position.xzzw;
ADD R0.w, R0.x, R0.y;
ADD R1.xyz, -R2.x, c[10].yzww;
MUL R0.xyz, R1, R1;
MAD R1.xyz, R0, c[11].xyxw, c[11].zwzw;
MAD R1.xyz, R1, R0, c[12].xyxw;
MAD R1.xyz, R1, R0, c[12].zwzw;
MAD R1.xyz, R1, R0, c[13].xyxw;
MAD R3.xyz, R1, R0, c[13].zwzw;
RSQ R0.w, R0.w;
RCP R0.w, R0.w;
MUL R2.y, R0.w, c[9].z;
ADD R2.y, R2, -c[8].x;
MUL R2.y, R2, c[9].w;
ADD R0.x, R2.y, -c[10];
FRC R2.w, R0.x;
ADD R0.xyz, -R2.w, c[10].yzww;
MUL R0.xyz, R0, R0;
SGE R1.yz, R2.x, c[14].xxyw;
SLT R1.x, R2, c[10];
DP3 R1.y, R1, c[13].zwzw;
DP3 R3.x, R3, -R1;
MAD R2.xyz, R0, c[11].xyxw, c[11].zwzw;
MAD R1.xyz, R2, R0, c[12].xyxw;
MUL R3.y, R3.x, c[16].w;
MAD R1.xyz, R1, R0, c[12].zwzw;
MAD R1.xyz, R1, R0, c[13].xyxw;
MAD R0.xyz, R1, R0, c[13].zwzw;
POW R3.x, c[0].x, -R0.w;
POW R2.x, c[0].x, R0.w;
ADD R2.x, R2, -R3;
MAD R2.x, R2, c[0].y, -c[0].z;
SLT R1.x, R2.w, c[10];
SGE R1.yz, R2.w, c[14].xxyw;
MUL R3.z, R2.x, c[0].w;
MOV R2.w, c[9].x;
MOV R2.xz, R1;
DP3 R2.y, R1, c[13].zwzw;
DP3 R0.y, R0, -R2;
MUL R0.z, R0.y, R3.x;
POW R0.x, c[0].x, R3.z;
ADD R0.y, R0.x, c[9].x;
MAD R0.z, R0, c[14], R3.y;
ADD R3.z, vertex.position.y, R0;
MOV R2.y, R3.z;
RCP R0.y, R0.y;
ADD R0.x, R0, -c[9];
MUL R0.x, R0, R0.y;
MAD R0.x, R0, c[9].y, c[9];
MUL R3.xy, vertex.position.xzzw, R0.x;
MOV R2.xz, R3.xyyw;
MOV R0.xyz, c[7];
MUL R1.xyz, R0.yzxw, c[6].zxyw;
MAD R0.xyz, R0.zxyw, c[6].yzxw, -R1;
DP3 R0.y, R0, c[5];
FLR R0.x, -R3.z;
MUL R3.y, R3, c[0].w;
MUL R1.z, R1.w, c[19];
SLT R1.x, R3.y, c[10].y;
MIN R1.w, R0, c[9].x;
DP4 result.position.w, R2, c[4];
DP4 result.position.z, R2, c[3];
DP4 result.position.y, R2, c[2];
DP4 result.position.x, R2, c[1];
ABS R0.y, R0;
MOV result.texcoord[1].y, -R0.x;
MIN R0.x, R0.y, c[9];
MAX R2.w, R0.x, c[10].y;
MUL R0.xyz, vertex.normal.y, c[6];
MAD R0.xyz, vertex.normal.x, c[5], R0;
MAD R0.xyz, vertex.normal.z, c[7], R0;
ABS R3.z, R1.x;
DP3 R1.x, R0, R0;
RSQ R1.y, R1.x;
MUL R0.xyz, R1.y, R0;
MAX R1.x, R1.w, c[10].y;
ABS R1.y, R1.x;
MAD R2.xyz, R0, c[0].y, c[0].y;
MAD R0.y, R1, c[18].z, c[18].w;
MAD R0.y, R1, R0, -c[19].x;
ADD R0.x, -R1.y, c[9];
MAD R0.z, R1.y, R0.y, c[19].y;
RSQ R0.x, R0.x;
RCP R0.y, R0.x;
MUL R0.x, R0.y, R0.z;
MAD R0.z, -R0.y, R0, c[16].y;
SLT R0.y, R1.x, c[10];
MUL R1.x, R0.y, R0.z;
MUL R1.y, R0, R0.x;
MAD R0.z, -R1.x, c[0].w, R0;
MUL R1.x, R0.z, c[14].z;
MAD R0.x, -R1.y, c[0].w, R0;
MAD R0.x, R0.y, c[16].z, R0;
MUL R1.y, R0.x, c[14].z;
MOV R1.w, c[20].x;
ADD result.color, R2, R1;
FLR R0.y, -R3;
FLR R0.x, R3.y;
ADD R0.x, R0, R0.y;
SGE R0.z, c[10].y, R3;
MAD result.texcoord[1].z, R0.x, R0, -R0.y;
ADD R0.x, R0.w, c[9];
LG2 R0.x, R0.x;
MUL R0.yz, R0.x, c[17].xzww;
EX2 R0.w, -R0.w;
MOV result.texcoord[0], R0;
MUL R1.x, R3, c[9].z;
ADD R0.y, R1.x, c[0];
MOV R0.x, c[8];
FLR result.texcoord[1].x, R0.y;
MUL R0.y, R0.x, c[18].x;
MOV R0.x, c[10].y;
SLT R0.z, c[8].x, R0.x;
ABS R0.y, R0;
FRC R0.x, R0.y;
ABS R0.y, R0.z;
MUL R0.x, R0, c[18].y;
SGE R0.z, c[10].y, R0.y;
ADD R0.y, R0.x, R0.x;
MAD result.texcoord[1].w, R0.y, R0.z, -R0.x;
END
# 152 instructions, 4 R-regs
