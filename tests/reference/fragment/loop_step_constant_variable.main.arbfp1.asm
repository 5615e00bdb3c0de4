!!ARBfp1.0
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -profile arbfp1
# source file: tests/shaders/fragment/loop_step_constant_variable.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile arbfp1
#program main
#semantic main.mask : TEXUNIT0
#semantic main.texel
#var float2 uv : $vin.TEXCOORD0 : TEX0 : 0 : 1
#var sampler2D mask : TEXUNIT0 : texunit 0 : 1 : 1
#var float2 texel :  : c[0] : 2 : 1
#var float4 main : $vout.COLOR : COL : -1 : 1
#const c[1] = 0 1 2 3
#const c[2] = 1.5707964 9.9999997e-05 0.5 4
#const c[3] = -4 -3 -2 -1
PARAM c[4] = { program.local[0],
		{ 0, 1, 2, 3 },
		{ 1.5707964, 9.9999997e-05, 0.5, 4 },
		{ -4, -3, -2, -1 } };
TEMP R0;
TEMP R1;
TEMP R2;
TEMP R3;
TEMP R4;
TEMP R5;
TEMP R6;
RCP R0.x, c[0].y;
MUL R0.x, fragment.texcoord[0].y, R0;
FRC R5.x, R0;
ADD R4, R5.x, c[3];
MAD R0, R4, c[2].x, c[2].y;
MUL R1, R0, c[2].z;
SIN R2.x, R0.x;
SIN R2.y, R0.y;
SIN R2.z, R0.z;
SIN R2.w, R0.w;
SIN R1.x, R1.x;
SIN R1.y, R1.y;
SIN R1.w, R1.w;
SIN R1.z, R1.z;
MUL R3, R2, R1;
ADD R2, R5.x, c[1];
MAD R6, R2, c[2].x, c[2].y;
MUL R0, R0, R0;
MUL R1, R0, c[2].z;
MUL R0, R6, R6;
RCP R1.x, R1.x;
RCP R1.y, R1.y;
RCP R1.w, R1.w;
RCP R1.z, R1.z;
MUL R5, R3, R1;
MUL R3, R0, c[2].z;
MUL R0, R6, c[2].z;
SIN R1.x, R6.x;
SIN R1.y, R6.y;
SIN R1.z, R6.z;
SIN R1.w, R6.w;
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
ADD R1, R0, R5;
DP4 R1.z, R1, c[1].y;
MUL R3.y, R4.x, c[0];
MUL R1.y, R4, c[0];
MOV R3.x, c[1];
MOV R1.x, c[1];
ADD R4.xy, fragment.texcoord[0], R3;
RCP R1.w, R1.z;
ADD R1.xy, fragment.texcoord[0], R1;
TEX R1.xyz, R1, texture[0], 2D;
MUL R3.xyz, R5.y, R1;
TEX R1.xyz, R4, texture[0], 2D;
MAD R1.xyz, R5.x, R1, R3;
MOV R3.z, c[1].x;
MUL R3.w, R4, c[0].y;
ADD R4.xy, fragment.texcoord[0], R3.zwzw;
MUL R3.y, R4.z, c[0];
MOV R3.x, c[1];
ADD R3.xy, fragment.texcoord[0], R3;
TEX R3.xyz, R3, texture[0], 2D;
MAD R3.xyz, R5.z, R3, R1;
TEX R1.xyz, R4, texture[0], 2D;
MAD R1.xyz, R1, R5.w, R3;
MUL R3.y, R2.x, c[0];
MOV R3.x, c[1];
ADD R3.xy, fragment.texcoord[0], R3;
TEX R3.xyz, R3, texture[0], 2D;
MAD R1.xyz, R0.x, R3, R1;
MOV R0.x, c[1];
MUL R2.y, R2, c[0];
MOV R2.x, c[1];
ADD R2.xy, fragment.texcoord[0], R2;
TEX R3.xyz, R2, texture[0], 2D;
MAD R1.xyz, R0.y, R3, R1;
MUL R0.y, R2.z, c[0];
ADD R2.xy, fragment.texcoord[0], R0;
TEX R2.xyz, R2, texture[0], 2D;
MAD R1.xyz, R0.z, R2, R1;
MUL R0.y, R2.w, c[0];
MOV R0.x, c[1];
ADD R0.xy, fragment.texcoord[0], R0;
TEX R0.xyz, R0, texture[0], 2D;
MAD R0.xyz, R0, R0.w, R1;
MOV R2.x, c[2].w;
MUL R1.xy, R2.x, c[0];
MUL result.color.xyz, R0, R1.w;
ADD result.color.w, R1.x, R1.y;
END
# 88 instructions, 7 R-regs
