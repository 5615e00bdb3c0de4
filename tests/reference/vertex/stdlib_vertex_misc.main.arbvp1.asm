!!ARBvp1.0
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -profile arbvp1
# source file: tests/shaders/vertex/stdlib_vertex_misc.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile arbvp1
#program main
#semantic main.mvp
#semantic main.eye
#semantic main.bounds
#semantic main.eta
#var float4 pos : $vin.POSITION : POSITION : 0 : 1
#var float3 N : $vin.NORMAL : NORMAL : 1 : 1
#var float4 col : $vin.COLOR0 : COLOR0 : 2 : 1
#var float4 hpos : $vout.POSITION : HPOS : 3 : 1
#var float4 oCol : $vout.COLOR0 : COL0 : 4 : 1
#var float3 oT : $vout.TEXCOORD0 : TEX0 : 5 : 1
#var float4x4 mvp :  : c[1], 4 : 6 : 1
#var float3 eye :  : c[5] : 7 : 1
#var float3 bounds :  : c[6] : 8 : 1
#var float eta :  : c[7] : 9 : 1
#const c[0] = 0 1 2 3
#const c[8] = 0.5 0.94999999 0.050000001
PARAM c[9] = { { 0, 1, 2, 3 },
		program.local[1..7],
		{ 0.5, 0.94999999, 0.050000001 } };
TEMP R0;
TEMP R1;
TEMP R2;
TEMP R3;
TEMP R4;
ADD R0.xyz, vertex.position, -c[5];
DP3 R0.w, R0, R0;
RSQ R1.x, R0.w;
RCP R0.w, R1.x;
ADD R1.y, R0.w, c[0];
RSQ R1.w, R1.y;
MUL R1.xyz, R1.x, R0;
MUL R0.xyz, R1.w, vertex.color;
DP3 R1.w, R1, vertex.normal;
MIN R0.xyz, R0, c[8].y;
MAX R0.xyz, R0, c[8].z;
MUL R2.xyz, R0, c[0].w;
FRC R3.xyz, R2;
SLT R1.w, R1, c[0].x;
ABS R1.w, R1;
ADD R3.xyz, R3, -R0;
SGE R1.w, c[0].x, R1;
ADD R2.xyz, -vertex.normal, -vertex.normal;
MAD R2.xyz, R2, R1.w, vertex.normal;
SLT R2.w, R2.y, c[0].x;
SLT R1.w, c[0].x, R2.y;
ADD R1.w, R1, -R2;
ADD R2.w, c[6].y, -c[6].x;
ABS R1.w, R1;
MIN R1.w, R1, c[0].y;
RCP R2.w, R2.w;
ADD R0.w, R0, -c[6].x;
MUL R0.w, R0, R2;
MIN R0.w, R0, c[0].y;
MAX R2.w, R0, c[0].x;
MAX R1.w, R1, c[0].x;
POW R0.w, R1.w, c[6].z;
MUL R1.w, R2, R2;
MAD R3.w, -R2, c[0].z, c[0];
SGE R2.w, vertex.color, c[8].x;
MUL R1.w, R1, R3;
MUL R1.w, R1, R2;
MAD R0.xyz, R1.w, R3, R0;
MUL R0.xyz, R0, R0.w;
SGE R4.xyz, R0, c[0].x;
ADD R3.xyz, R0, -R0;
ABS R3.xyz, R3;
SLT R3.xyz, c[0].x, R3;
ADD R0.w, R3.x, R3.y;
MUL R1.w, R4.x, R4.y;
MUL R1.w, R1, R4.z;
ABS R2.w, R1;
SGE R3.y, c[0].x, R2.w;
DP3 R1.w, -R1, R2;
MAD R3.x, -R1.w, R1.w, c[0].y;
MUL R2.w, c[7].x, c[7].x;
MAD R2.w, -R2, R3.x, c[0].y;
ADD R0.w, R0, R3.z;
ADD R3.x, R0.w, R3.y;
ABS R0.w, R2;
RSQ R0.w, R0.w;
RCP R3.y, R0.w;
ABS R3.x, R3;
MOV R0.w, vertex.color;
ADD R0, R0, -c[0].yxyy;
SGE R3.x, c[0], R3;
MAD result.color, R0, R3.x, c[0].yxyy;
MAD R1.w, R1, c[7].x, -R3.y;
MUL R0.xyz, R1.w, R2;
SLT R0.w, c[0].x, R2;
MAD R0.xyz, R1, c[7].x, R0;
MUL result.texcoord[0].xyz, R0, R0.w;
DP4 result.position.w, vertex.position, c[4];
DP4 result.position.z, vertex.position, c[3];
DP4 result.position.y, vertex.position, c[2];
DP4 result.position.x, vertex.position, c[1];
END
# 71 instructions, 5 R-regs
