!!ARBfp1.0
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -profile arbfp1
# source file: tests/shaders/fragment/polar_kaleidoscope.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile arbfp1
#program main
#semantic main.tex
#semantic main.segments
#semantic main.time
#var float2 uv : $vin.TEXCOORD0 : TEX0 : 0 : 1
#var sampler2D tex :  : texunit 0 : 1 : 1
#var float segments :  : c[0] : 2 : 1
#var float time :  : c[1] : 3 : 1
#var float4 main : $vout.COLOR : COL : -1 : 1
#const c[2] = 0.15915494 0 1 2
#const c[3] = -0.01348047 0.05747731 0.1212391 0.1956359
#const c[4] = 0.33299461 0.99999559 1.570796 3.141593
#const c[5] = 6.2831855 0.5 -1 -0.018729299
#const c[6] = 0.074261002 0.21211439 1.570729
PARAM c[7] = { program.local[0..1],
		{ 0.15915494, 0, 1, 2 },
		{ -0.01348047, 0.05747731, 0.1212391, 0.1956359 },
		{ 0.33299461, 0.99999559, 1.570796, 3.141593 },
		{ 6.2831855, 0.5, -1, -0.018729299 },
		{ 0.074261002, 0.21211439, 1.570729 } };
TEMP R0;
TEMP R1;
TEMP R2;
MUL R0.zw, fragment.texcoord[0].xyxy, c[2].w;
ADD R0.xy, R0.zwzw, -c[2].z;
ABS R1.y, R0.x;
ABS R1.x, R0.y;
MAX R1.z, R1.y, R1.x;
RCP R1.w, R1.z;
MIN R1.z, R1.y, R1.x;
MUL R1.z, R1, R1.w;
MUL R1.w, R1.z, R1.z;
MAD R2.x, R1.w, c[3], c[3].y;
MAD R2.x, R2, R1.w, -c[3].z;
MAD R2.x, R2, R1.w, c[3].w;
MAD R2.x, R2, R1.w, -c[4];
SLT R1.x, R1.y, R1;
MAD R1.w, R2.x, R1, c[4].y;
MUL R1.y, R1.w, R1.z;
ABS R1.z, R1.x;
ADD R1.x, -R1.y, c[4].z;
CMP R1.z, -R1, c[2].y, c[2];
CMP R1.y, -R1.z, R1, R1.x;
SLT R1.x, R0.z, c[2].z;
SLT R0.z, R0.w, c[2];
ABS R0.w, R1.x;
ABS R1.x, R0.z;
CMP R0.z, -R0.w, c[2].y, c[2];
ADD R1.z, -R1.y, c[4].w;
CMP R0.z, -R0, R1.y, R1;
MUL R1.zw, R0.xyxy, R0.xyxy;
CMP R0.w, -R1.x, c[2].y, c[2].z;
CMP R0.z, -R0.w, R0, -R0;
ADD R0.z, R0, c[1].x;
ABS R1.x, R0.z;
SLT R0.z, R1.x, c[2].y;
ABS R1.y, R0.z;
RCP R0.w, c[0].x;
MUL R0.z, R0.w, c[5].x;
CMP R0.w, -R1.y, c[2].y, c[2].z;
RCP R1.y, R0.z;
MUL R0.x, R1, R1.y;
ADD R0.y, R1.z, R1.w;
RSQ R1.x, R0.y;
ABS R0.x, R0;
FRC R0.y, R0.x;
RCP R0.x, R1.x;
ABS R1.x, R0.z;
MUL R0.y, R0, R1.x;
CMP R0.w, -R0, R0.y, -R0.y;
ADD R1.y, -R0.x, c[2].z;
MIN R1.x, R1.y, c[2].z;
MAX R0.y, R1.x, c[5].z;
ABS R1.x, R0.y;
ADD R0.z, -R0.w, R0;
MIN R0.z, R0.w, R0;
MUL R1.y, R1.x, c[5].w;
ADD R0.w, -R1.x, c[2].z;
ADD R1.y, R1, c[6].x;
MAD R1.y, R1, R1.x, -c[6];
RSQ R0.w, R0.w;
MAD R1.x, R1.y, R1, c[6].z;
RCP R0.w, R0.w;
MUL R0.w, R1.x, R0;
SLT R0.y, R0, c[2];
MUL R1.y, R0, R0.w;
MAD R0.w, -R1.y, c[2], R0;
COS R1.x, R0.z;
SIN R1.y, R0.z;
MAD R0.z, R0.y, c[4].w, R0.w;
MUL R0.xy, R1, R0.x;
MUL R0.z, R0, c[2].x;
ADD R1.x, R0.z, c[5].y;
MAD R0.xy, R0, c[5].y, c[5].y;
TEX R0, R0, texture[0], 2D;
MUL result.color, R0, R1.x;
END
# 73 instructions, 3 R-regs
