!!ARBfp1.0
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -profile arbfp1
# source file: tests/shaders/fragment/fog_fp_modes.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile arbfp1
#program main
#semantic main.tex
#semantic main.fogMode
#semantic main.fogParams
#semantic main.fogColor
#var float2 uv : $vin.TEXCOORD0 : TEX0 : 0 : 1
#var float3 eyePos : $vin.TEXCOORD1 : TEX1 : 1 : 1
#var sampler2D tex :  : texunit 0 : 2 : 1
#var float fogMode :  : c[0] : 3 : 1
#var float4 fogParams :  : c[1] : 4 : 1
#var float3 fogColor :  : c[2] : 5 : 1
#var float4 main : $vout.COLOR : COL : -1 : 1
#const c[3] = 1 0 0.5 1.5
#const c[4] = 1.442695 2.718282
PARAM c[5] = { program.local[0..2],
		{ 1, 0, 0.5, 1.5 },
		{ 1.442695, 2.718282 } };
TEMP R0;
TEMP R1;
TEMP R2;
MOV R1.xy, c[3].zwzw;
TEX R0, fragment.texcoord[0], texture[0], 2D;
SLT R1.y, c[0].x, R1;
ABS R1.z, R1.y;
ADD R2.y, c[1], -c[1].x;
CMP R2.x, -R1.z, c[3].y, c[3];
SLT R1.x, c[0], R1;
ABS R1.z, R1.x;
CMP R1.w, -R1.z, c[3].y, c[3].x;
DP3 R1.x, fragment.texcoord[1], fragment.texcoord[1];
RSQ R1.z, R1.x;
MUL R1.x, R2, R1.w;
RCP R2.x, R1.z;
MUL R1.z, R2.x, c[1];
MUL R1.y, R1, R1.w;
MUL R1.w, -R1.z, R1.z;
ADD R0.xyz, R0, -c[2];
RCP R2.y, R2.y;
ADD R2.x, -R2, c[1].y;
MUL_SAT R2.x, R2, R2.y;
POW_SAT R1.z, c[4].y, -R1.z;
CMP R1.z, -R1.y, R1, R2.x;
MUL R1.w, R1, c[4].x;
EX2_SAT R1.y, R1.w;
CMP R1.x, -R1, R1.y, R1.z;
MAD result.color.xyz, R1.x, R0, c[2];
MOV result.color.w, R0;
END
# 27 instructions, 3 R-regs
