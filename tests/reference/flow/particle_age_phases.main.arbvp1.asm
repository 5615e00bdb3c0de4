!!ARBvp1.0
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -profile arbvp1
# source file: tests/shaders/flow/particle_age_phases.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile arbvp1
#program main
#semantic main.mvp
#semantic main.time
#semantic main.lifetime
#semantic main.gravity
#semantic main.startColor
#semantic main.endColor
#var float4 pos : $vin.POSITION : POSITION : 0 : 1
#var float4 vel : $vin.TEXCOORD0 : TEXCOORD0 : 1 : 1
#var float birth : $vin.TEXCOORD1 : TEXCOORD1 : 2 : 1
#var float4x4 mvp :  : c[1], 4 : 3 : 1
#var float time :  : c[5] : 4 : 1
#var float lifetime :  : c[6] : 5 : 1
#var float3 gravity :  : c[7] : 6 : 1
#var float4 startColor :  : c[8] : 7 : 1
#var float4 endColor :  : c[9] : 8 : 1
#var float4 main.hpos : $vout.POSITION : HPOS : -1 : 1
#var float4 main.color : $vout.COLOR0 : COL0 : -1 : 1
#var float main.psize : $vout.PSIZE : PSIZ : -1 : 1
#const c[0] = -1 5 10 1
#const c[10] = 0.5 0 -2 1
#const c[11] = 0.80000001 0.1
PARAM c[12] = { { -1, 5, 10, 1 },
		program.local[1..9],
		{ 0.5, 0, -2, 1 },
		{ 0.80000001, 0.1 } };
TEMP R0;
TEMP R1;
TEMP R2;
TEMP R3;
TEMP R4;
ADD R4.y, -vertex.texcoord[1].x, c[5].x;
MUL R2.xyz, R4.y, c[7];
MUL R3.xyz, R4.y, vertex.texcoord[0];
MUL R2.xyz, R2, R4.y;
ADD R3.xyz, R3, vertex.position;
MAD R3.xyz, R2, c[10].x, R3;
MOV R3.w, c[0];
SLT R0.y, c[6].x, R4;
SLT R0.x, -vertex.texcoord[1], -c[5];
ADD R4.x, R0, R0.y;
ADD R0, -R1, c[10].yyzw;
RCP R4.z, c[6].x;
MUL R4.y, R4, R4.z;
MAD R0, R0, R4.x, R1;
DP4 R2.w, R3, c[4];
DP4 R2.z, R3, c[3];
DP4 R2.y, R3, c[2];
DP4 R2.x, R3, c[1];
MOV R3, c[8];
ADD R2, R2, -R0;
ADD R4.z, R4.y, -c[11].x;
ADD R3, -R3, c[9];
MUL R3, R4.z, R3;
MAD R4.z, R4.x, c[0].x, c[0].w;
MAD result.position, R2, R4.z, R0;
MUL R3, R3, c[0].y;
ADD R2, R3, c[8];
MUL R0, R4.y, c[8];
MUL R0, R0, c[0].z;
SLT R3.x, R4.y, c[11].y;
ABS R3.x, R3;
SGE R3.x, c[10].y, R3;
ADD R2, R2, -R0;
MUL R3.x, R4.z, R3;
SLT R3.y, c[11].x, R4;
MUL R3.z, R3.x, R3.y;
MAD R0, R2, R3.z, R0;
ABS R3.y, R3;
SGE R3.y, c[10], R3;
MUL R4.w, R3.x, R3.y;
MAD R3, R4.x, -R1, R1;
MAD R1.y, R4.x, -R1.x, R1.x;
ADD R2, -R0, c[8];
MAD R0, R2, R4.w, R0;
ADD R0, R0, -R3;
ADD R1.x, R4.y, c[0].w;
MAD R1.x, vertex.texcoord[0].w, R1, -R1.y;
MAD result.color, R4.z, R0, R3;
MAD result.pointsize.x, R4.z, R1, R1.y;
END
# 49 instructions, 5 R-regs
