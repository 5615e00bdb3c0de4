!!ARBfp1.0
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -profile arbfp1
# source file: tests/shaders/fragment/hyperbolic_curves.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile arbfp1
#program main
#semantic main.tex
#semantic main.fovDegrees
#semantic main.curve
#var float2 uv : $vin.TEXCOORD0 : TEX0 : 0 : 1
#var sampler2D tex :  : texunit 0 : 1 : 1
#var float fovDegrees :  : c[0] : 2 : 1
#var float curve :  : c[1] : 3 : 1
#var float4 main : $vout.COLOR : COL : -1 : 1
#const c[2] = 2.718282 0.5 2 1
#const c[3] = 0.0087266453 0 2 0.001
#const c[4] = -0.01348047 0.05747731 0.1212391 0.1956359
#const c[5] = 0.33299461 0.99999559 1.570796
#const c[6] = 0.63661981 0
PARAM c[7] = { program.local[0..1],
		{ 2.718282, 0.5, 2, 1 },
		{ 0.0087266453, 0, 2, 0.001 },
		{ -0.01348047, 0.05747731, 0.1212391, 0.1956359 },
		{ 0.33299461, 0.99999559, 1.570796 },
		{ 0.63661981, 0 } };
TEMP R0;
TEMP R1;
TEMP R2;
MOV R0.x, c[3];
MUL R1.z, R0.x, c[0].x;
MAD R0.zw, fragment.texcoord[0].xyxy, c[2].z, -c[2].w;
MUL R1.xy, R0.zwzw, R1.z;
SIN R0.y, R1.y;
COS R1.y, R1.y;
COS R1.w, R1.x;
SIN R0.x, R1.x;
RCP R1.x, R1.w;
COS R1.w, R1.z;
RCP R1.y, R1.y;
MUL R0.xy, R0, R1;
RCP R1.w, R1.w;
SIN R1.z, R1.z;
MUL R1.z, R1, R1.w;
RCP R1.z, R1.z;
MUL R0.xy, R0, R1.z;
MAD R0.xy, R0, c[2].y, c[2].y;
TEX R1.xyz, R0, texture[0], 2D;
MUL R1.xyz, R1, c[1].x;
MUL R1.xyz, R1, c[2].z;
POW R0.x, c[2].x, R1.x;
ABS R0.z, R0;
ADD R1.x, R0.z, c[3].w;
RCP R1.w, R1.x;
MUL R0.w, R0, R1;
ABS R1.w, R0;
MAX R2.x, R1.w, c[2].w;
RCP R2.y, R2.x;
MIN R2.x, R1.w, c[2].w;
MUL R2.x, R2, R2.y;
SLT R1.w, c[2], R1;
SLT R0.w, R0, c[3].y;
MUL R2.y, R2.x, R2.x;
POW R0.y, c[2].x, R1.y;
POW R0.z, c[2].x, R1.z;
ADD R1.xyz, R0, -c[2].w;
ADD R0.xyz, R0, c[2].w;
RCP R0.x, R0.x;
RCP R0.y, R0.y;
RCP R0.z, R0.z;
MUL R0.xyz, R1, R0;
MAD R1.z, R2.y, c[4].x, c[4].y;
MAD R2.z, R1, R2.y, -c[4];
MOV R1.xy, c[2].ywzw;
MUL R1.z, R1.x, c[1].x;
MAD R2.z, R2, R2.y, c[4].w;
MAD R2.z, R2, R2.y, -c[5].x;
POW R1.x, c[2].x, -R1.z;
POW R1.z, c[2].x, R1.z;
ADD R2.w, R1.z, R1.x;
ABS R1.w, R1;
ABS R0.w, R0;
ADD R1.x, R1.z, -R1;
MAD R2.y, R2.z, R2, c[5];
RCP R2.w, R2.w;
MUL R2.z, R2.w, c[2];
MUL R1.z, R1.x, R2;
RCP R1.z, R1.z;
MUL R0.xyz, R1.z, R0;
MUL R1.x, R2.y, R2;
ADD R1.z, -R1.x, c[5];
CMP R1.w, -R1, c[3].y, R1.y;
CMP R1.x, -R1.w, R1, R1.z;
CMP R0.w, -R0, c[3].y, R1.y;
CMP R0.w, -R0, R1.x, -R1.x;
MUL result.color.xyz, R0, c[3].z;
MUL result.color.w, R0, c[6].x;
END
# 68 instructions, 3 R-regs
