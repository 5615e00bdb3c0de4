!!ARBfp1.0
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -profile arbfp1
# source file: tests/shaders/stdlib/trig.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile arbfp1
#program fmain
#var float4 a : $vin.TEXCOORD0 : TEX0 : 0 : 1
#var float4 b : $vin.TEXCOORD1 : TEX1 : 1 : 1
#var float4 fmain : $vout.COLOR : COL : -1 : 1
#const c[0] = 0.5 1 -1 0
#const c[1] = -0.018729299 0.074261002 0.21211439 1.570729
#const c[2] = 1.570796 2 3.141593 -0.01348047
#const c[3] = 0.05747731 0.1212391 0.1956359 0.33299461
#const c[4] = 0.99999559 2.718282 3 0.017453291
#const c[5] = 0.57295781 0
PARAM c[6] = { { 0.5, 1, -1, 0 },
		{ -0.018729299, 0.074261002, 0.21211439, 1.570729 },
		{ 1.570796, 2, 3.141593, -0.01348047 },
		{ 0.05747731, 0.1212391, 0.1956359, 0.33299461 },
		{ 0.99999559, 2.718282, 3, 0.017453291 },
		{ 0.57295781, 0 } };
TEMP R0;
TEMP R1;
TEMP R2;
TEMP R3;
TEMP R4;
MUL R0, fragment.texcoord[0], c[0].x;
MIN R1, R0, c[0].y;
MAX R3, R1, c[0].z;
MUL R0.xy, fragment.texcoord[1], c[4].z;
SIN R0.w, R0.y;
SIN R0.z, R0.x;
MUL R4.xy, R3.zwzw, c[2].y;
MUL R1.zw, R3, c[5].x;
MUL R1.xy, fragment.texcoord[1], c[4].w;
COS R0.x, R0.x;
COS R0.y, R0.y;
MUL R0.zw, R0, R0.xyxy;
SIN R0.x, fragment.texcoord[1].z;
COS R0.y, fragment.texcoord[1].w;
ADD R2, R0, R1;
ABS R1.x, R3;
POW R0.y, c[4].y, R4.y;
POW R0.x, c[4].y, R4.x;
ADD R0.zw, R0.xyxy, c[0].y;
ADD R0.xy, R0, -c[0].y;
RCP R0.z, R0.z;
RCP R0.w, R0.w;
MUL R1.zw, R0.xyxy, R0;
MAD R0.y, R1.x, c[1].x, c[1];
ADD R0.x, -R1, c[0].y;
MAD R0.y, R1.x, R0, -c[1].z;
RSQ R0.x, R0.x;
MAD R0.y, R1.x, R0, c[1].w;
RCP R0.x, R0.x;
MAD R0.z, -R0.x, R0.y, c[2].x;
ABS R0.y, R3;
MAD R0.w, R0.y, c[1].x, c[1].y;
MAD R1.x, R0.w, R0.y, -c[1].z;
MAD R3.z, R1.x, R0.y, c[1].w;
SLT R0.x, R3, c[0].w;
MUL R0.x, R0, R0.z;
MAD R0.x, -R0, c[2].y, R0.z;
ADD R0.y, -R0, c[0];
RSQ R0.y, R0.y;
RCP R0.y, R0.y;
MUL R3.z, R3, R0.y;
ABS R0.w, fragment.texcoord[0];
ABS R0.z, fragment.texcoord[1].x;
MAX R1.y, R0.z, R0.w;
MIN R1.x, R0.z, R0.w;
SLT R0.z, R0, R0.w;
RCP R1.y, R1.y;
MUL R1.x, R1, R1.y;
MUL R1.y, R1.x, R1.x;
MUL R4.x, R1.y, c[2].w;
ADD R4.x, R4, c[3];
MAD R4.y, R4.x, R1, -c[3];
SLT R0.y, R3, c[0].w;
MUL R4.x, R0.y, R3.z;
MAD R3.z, -R4.x, c[2].y, R3;
MAD R4.y, R4, R1, c[3].z;
MAD R4.x, R4.y, R1.y, -c[3].w;
MAD R1.y, R4.x, R1, c[4].x;
MUL R1.x, R1.y, R1;
ABS R0.z, R0;
CMP R0.w, -R0.z, c[0], c[0].y;
ADD R1.y, -R1.x, c[2].x;
CMP R0.w, -R0, R1.x, R1.y;
SLT R0.z, fragment.texcoord[1].x, c[0].w;
ABS R0.z, R0;
MAD R0.y, R0, c[2].z, R3.z;
ADD R1.x, -R0.w, c[2].z;
CMP R0.z, -R0, c[0].w, c[0].y;
CMP R4.x, -R0.z, R0.w, R1;
ABS R0.z, fragment.texcoord[0];
SLT R1.x, fragment.texcoord[0].w, c[0].w;
MAX R0.w, R0.z, c[0].y;
ABS R3.z, R1.x;
RCP R1.x, R0.w;
MIN R0.w, R0.z, c[0].y;
MUL R1.y, R0.w, R1.x;
CMP R0.w, -R3.z, c[0], c[0].y;
MUL R3.z, R1.y, R1.y;
CMP R0.w, -R0, R4.x, -R4.x;
POW R4.x, c[4].y, R3.x;
MUL R1.x, R3.z, c[2].w;
POW R3.x, c[4].y, -R3.x;
ADD R4.x, R4, -R3;
ADD R1.x, R1, c[3];
MAD R3.x, R1, R3.z, -c[3].y;
MUL R1.x, R4, c[0];
MAD R3.x, R3, R3.z, c[3].z;
MAD R3.x, R3, R3.z, -c[3].w;
MAD R3.x, R3, R3.z, c[4];
MUL R3.x, R3, R1.y;
POW R4.x, c[4].y, R3.y;
POW R3.y, c[4].y, -R3.y;
ADD R3.y, R4.x, R3;
MUL R1.y, R3, c[0].x;
SLT R3.y, c[0], R0.z;
SLT R0.z, fragment.texcoord[0], c[0].w;
ABS R3.y, R3;
ABS R0.z, R0;
ADD R3.z, -R3.x, c[2].x;
CMP R3.y, -R3, c[0].w, c[0];
CMP R3.x, -R3.y, R3, R3.z;
CMP R0.z, -R0, c[0].w, c[0].y;
CMP R0.z, -R0, R3.x, -R3.x;
ADD R0, R0, R1;
ADD R1, R0, R2;
COS R0.y, R3.w;
SIN R0.x, R3.w;
RCP R0.y, R0.y;
MAD result.color.x, R0, R0.y, R1;
MOV result.color.yzw, R1;
END
# 110 instructions, 5 R-regs
