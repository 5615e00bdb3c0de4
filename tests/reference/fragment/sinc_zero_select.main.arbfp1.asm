!!ARBfp1.0
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -profile arbfp1
# source file: tests/shaders/fragment/sinc_zero_select.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile arbfp1
#program main
#semantic main.image : TEXUNIT0
#semantic main.size
#var float2 IN.uv : $vin.TEXCOORD0 : TEX0 : 0 : 1
#var sampler2D image : TEXUNIT0 : texunit 0 : 1 : 1
#var float2 size :  : c[0] : 2 : 1
#var float4 main : $vout.COLOR : COL : -1 : 1
#const c[1] = 1 2 1.5707963 3.1415927
#const c[2] = 4.9348021 0
PARAM c[3] = { program.local[0],
		{ 1, 2, 1.5707963, 3.1415927 },
		{ 4.9348021, 0 } };
TEMP R0;
TEMP R1;
TEMP R2;
TEMP R3;
MUL R0.x, fragment.texcoord[0], c[0];
FRC R0.x, R0;
ADD R2.zw, -R0.x, c[1].xyxy;
ADD R2.x, R0, c[1];
MOV R2.y, R0.x;
MUL R1, R2, c[1].z;
MUL R0, R2, c[1].w;
MUL R3, R2, R2;
SIN R1.x, R1.x;
SIN R1.y, R1.y;
SIN R1.z, R1.z;
SIN R1.w, R1.w;
SIN R0.x, R0.x;
SIN R0.y, R0.y;
SIN R0.w, R0.w;
SIN R0.z, R0.z;
MUL R0, R1, R0;
RCP R1.x, R3.x;
RCP R1.y, R3.y;
RCP R1.w, R3.w;
RCP R1.z, R3.z;
MUL R0, R0, R1;
ABS R1, R2;
CMP R1, -R1, R0, c[2].x;
DP4 R0.w, R1, c[1].x;
TEX R0.xyz, fragment.texcoord[0], texture[0], 2D;
MUL R2.xyz, R1.y, R0;
RCP R3.x, c[0].x;
MOV R3.y, c[2];
ADD R3.zw, fragment.texcoord[0].xyxy, -R3.xyxy;
TEX R0.xyz, R3.zwzw, texture[0], 2D;
MAD R0.xyz, R1.x, R0, R2;
ADD R3.zw, fragment.texcoord[0].xyxy, R3.xyxy;
TEX R2.xyz, R3.zwzw, texture[0], 2D;
MAD R0.xyz, R1.z, R2, R0;
MOV R1.y, c[2];
MUL R1.x, R3, c[1].y;
ADD R1.xy, fragment.texcoord[0], R1;
TEX R1.xyz, R1, texture[0], 2D;
RCP R0.w, R0.w;
MAD R0.xyz, R1.w, R1, R0;
MUL result.color.xyz, R0, R0.w;
MOV result.color.w, c[1].x;
END
# 43 instructions, 4 R-regs
