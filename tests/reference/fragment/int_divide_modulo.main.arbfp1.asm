!!ARBfp1.0
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -profile arbfp1
# source file: tests/shaders/fragment/int_divide_modulo.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile arbfp1
#program main
#semantic main.atlas : TEXUNIT0
#var float4 coverage : $vin.TEXCOORD0 : TEX0 : 0 : 1
#var float4 texcoord : $vin.TEXCOORD1 : TEX1 : 1 : 1
#var sampler2D atlas : TEXUNIT0 : texunit 0 : 2 : 1
#var float4 main : $vout.COLOR : COL : -1 : 1
#const c[0] = 9.9999997e-06 0.33333334 -0.5 100000
#const c[1] = 0 0.5 2e-06 16
#const c[2] = 8 3 0.125 7
#const c[3] = 1 0.0625
PARAM c[4] = { { 9.9999997e-06, 0.33333334, -0.5, 100000 },
		{ 0, 0.5, 2e-06, 16 },
		{ 8, 3, 0.125, 7 },
		{ 1, 0.0625 } };
TEMP R0;
TEMP R1;
TEMP R2;
MUL R1.z, fragment.texcoord[1].y, c[0].w;
MUL R0.xy, fragment.texcoord[1].zwzw, c[1].w;
ADD R0.zw, R0.xyxy, -c[2].x;
ABS R0.zw, R0;
ABS R1.w, R1.z;
FLR R0.zw, R0;
SLT R0.xy, R0, c[2].x;
CMP R0.xy, -R0, -R0.zwzw, R0.zwzw;
MUL R0.zw, R0.xyxy, c[0].y;
FRC R0.zw, R0;
MUL R1.xy, R0.zwzw, c[2].y;
ABS R0.zw, R1.xyxy;
ADD R0.zw, R0, c[1].y;
FLR R0.zw, R0;
SLT R1.xy, R1, c[1].x;
CMP R1.xy, -R1, -R0.zwzw, R0.zwzw;
MUL R0.zw, R0.xyxy, c[0].xyyz;
FLR R0.y, R1.w;
SLT R0.x, R1.z, c[1];
CMP R1.z, -R0.x, -R0.y, R0.y;
SLT R0.xy, R0.zwzw, c[1].x;
MUL R1.z, R1, c[0].x;
FRC R1.z, R1;
ABS R0.zw, R0;
FLR R0.zw, R0;
MUL R2.x, R1.z, c[0].w;
CMP R1.zw, -R0.xyxy, -R0, R0;
ABS R0.y, R2.x;
ADD R0.z, R0.y, c[1].y;
MUL R0.y, fragment.texcoord[0], c[2];
ADD R0.w, R0.y, c[3].x;
ABS R0.w, R0;
SLT R0.x, R2, c[1];
FLR R0.z, R0;
CMP R0.x, -R0, -R0.z, R0.z;
MUL R0.z, fragment.texcoord[0].x, c[2].w;
SLT R0.y, R0, -c[3].x;
FLR R0.w, R0;
CMP R0.w, -R0.y, -R0, R0;
ABS R0.y, R0.z;
RCP R2.x, R0.w;
FLR R0.w, R0.y;
SLT R0.y, R0.z, c[1].x;
CMP R0.y, -R0, -R0.w, R0.w;
MUL R2.x, R0.y, R2;
MUL R0.y, R0.x, c[1].z;
MOV R0.x, fragment.texcoord[1];
TEX R0, R0, texture[0], 2D;
MAD R0, R1, c[2].z, R0;
ABS R2.y, R2.x;
FLR R1.y, R2;
SLT R1.x, R2, c[1];
CMP R1.x, -R1, -R1.y, R1.y;
MAD result.color, R1.x, c[3].y, R0;
END
# 54 instructions, 3 R-regs
