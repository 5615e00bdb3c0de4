!!ARBfp1.0
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -profile arbfp1
# source file: tests/shaders/fragment/glass_refraction.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile arbfp1
#program main
#semantic main.env
#semantic main.eta
#semantic main.tint
#semantic main.thickness
#var float3 N : $vin.TEXCOORD0 : TEX0 : 0 : 1
#var float3 I : $vin.TEXCOORD1 : TEX1 : 1 : 1
#var samplerCUBE env :  : texunit 0 : 2 : 1
#var float eta :  : c[0] : 3 : 1
#var float3 tint :  : c[1] : 4 : 1
#var float thickness :  : c[2] : 5 : 1
#var float4 main : $vout.COLOR : COL : -1 : 1
#const c[3] = 1 5 0.95999998 0.039999999
#const c[4] = 0 1e-06 2
PARAM c[5] = { program.local[0..2],
		{ 1, 5, 0.95999998, 0.039999999 },
		{ 0, 1e-06, 2 } };
TEMP R0;
TEMP R1;
TEMP R2;
TEMP R3;
TEMP R4;
MOV R1.w, c[2].x;
DP3 R0.y, fragment.texcoord[0], fragment.texcoord[0];
RSQ R0.y, R0.y;
DP3 R0.x, fragment.texcoord[1], fragment.texcoord[1];
RSQ R0.x, R0.x;
MUL R3.xyz, R0.x, fragment.texcoord[1];
MUL R4.xyz, R0.y, fragment.texcoord[0];
DP3 R1.x, -R3, R4;
POW R2.x, c[1].x, R1.w;
MAD R0.y, -R1.x, R1.x, c[3].x;
MUL R0.x, c[0], c[0];
MAD R0.w, -R0.x, R0.y, c[3].x;
ABS R0.x, R0.w;
RSQ R0.x, R0.x;
RCP R0.x, R0.x;
MAD R0.x, R1, c[0], -R0;
MUL R0.xyz, R4, R0.x;
MUL R1.xyz, R4, -R1.x;
MAD R1.xyz, -R1, c[4].z, R3;
POW R2.y, c[1].y, R1.w;
POW R2.z, c[1].z, R1.w;
DP3_SAT R1.w, -R3, R4;
ADD R1.w, -R1, c[3].x;
SLT R0.w, c[4].x, R0;
MAD R0.xyz, R3, c[0].x, R0;
MUL R0.xyz, R0, R0.w;
DP3 R0.w, R0, R0;
TEX R0.xyz, R0, texture[0], CUBE;
TEX R1.xyz, R1, texture[0], CUBE;
MAD R1.xyz, -R0, R2, R1;
SLT R0.w, R0, c[4].y;
MUL R0.xyz, R0, R2;
ABS R2.x, R0.w;
MOV R0.w, c[3].x;
CMP R2.x, -R2, c[4], R0.w;
CMP R2.x, -R2, c[4], R0.w;
POW R1.w, R1.w, c[3].y;
MAD R0.w, R1, c[3].z, c[3];
MAX R0.w, R0, R2.x;
MAD result.color.xyz, R0.w, R1, R0;
MOV result.color.w, c[3].x;
END
# 41 instructions, 5 R-regs
