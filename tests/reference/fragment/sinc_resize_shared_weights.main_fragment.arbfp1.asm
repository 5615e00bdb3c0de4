!!ARBfp1.0
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -profile arbfp1
# source file: tests/shaders/fragment/sinc_resize_shared_weights.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile arbfp1
#program main_fragment
#semantic main_fragment.grille
#semantic main_fragment.slot
#semantic main_fragment.shadow
#semantic main_fragment.mask_type
#var float2 uv : $vin.TEXCOORD0 : TEX0 : 0 : 1
#var float2 magnification : $vin.TEXCOORD1 : TEX1 : 1 : 1
#var sampler2D grille :  : texunit 0 : 2 : 1
#var sampler2D slot :  : texunit 1 : 3 : 1
#var sampler2D shadow :  : texunit 2 : 4 : 1
#var float mask_type :  : c[0] : 5 : 1
#var float4 main_fragment : $vout.COLOR : COL : -1 : 1
#const c[1] = 0.5 0 1 1.5
#const c[2] = 64 0.49950001 0 -4.5
#const c[3] = 0.015625 0 0.03125 0.046875
#const c[4] = 0 1 2 3
#const c[5] = 3.1415927 1.0471976
#const c[6] = 0.0625 0.078125 0.09375 0.109375
#const c[7] = 4 5 6 7
#const c[8] = 0.125 0.140625 0.15625 0.171875
#const c[9] = 8 9 10 11
PARAM c[10] = { program.local[0],
		{ 0.5, 0, 1, 1.5 },
		{ 64, 0.49950001, 0, -4.5 },
		{ 0.015625, 0, 0.03125, 0.046875 },
		{ 0, 1, 2, 3 },
		{ 3.1415927, 1.0471976 },
		{ 0.0625, 0.078125, 0.09375, 0.109375 },
		{ 4, 5, 6, 7 },
		{ 0.125, 0.140625, 0.15625, 0.171875 },
		{ 8, 9, 10, 11 } };
TEMP R0;
TEMP R1;
TEMP R2;
TEMP R3;
TEMP R4;
TEMP R5;
TEMP R6;
TEMP R7;
TEMP R8;
TEMP R9;
TEMP R10;
TEMP R11;
TEMP R12;
TEMP R13;
FRC R13.zw, fragment.texcoord[0].xyxy;
MAD R0.x, R13.w, c[2], -c[2].y;
FLR R0.x, R0;
ADD R1.x, R0, c[2].w;
MAD R1.w, R13, c[2].x, -R1.x;
ADD R0, R1.w, -c[4];
MUL R1.x, R1, c[3];
SLT R1.y, R1.x, c[1];
FRC R1.x, R1;
ABS R0, R0;
MUL R0, fragment.texcoord[1].y, R0;
MUL R3, R0, c[5].y;
MUL R0, R0, c[5].x;
MUL R2, R0, R3;
ADD R6.w, R1.x, R1.y;
MOV R9.x, R13.z;
MOV R9.z, R13;
MOV R10.x, R13.z;
MOV R10.z, R13;
MOV R7.x, R13.z;
MOV R7.z, R13;
MOV R8.x, R13.z;
MOV R8.z, R13;
MOV R12.x, R13.z;
MOV R12.z, R13;
MOV R13.x, R13.z;
SIN R3.x, R3.x;
SIN R3.y, R3.y;
SIN R3.w, R3.w;
SIN R3.z, R3.z;
SIN R0.x, R0.x;
SIN R0.y, R0.y;
SIN R0.z, R0.z;
SIN R0.w, R0.w;
MUL R0, R0, R3;
ADD R3, R6.w, c[3].yxzw;
FRC R3, R3;
MOV R9.w, R3.x;
MOV R9.y, R3;
MOV R10.y, R3.z;
MOV R10.w, R3;
RCP R2.x, R2.x;
RCP R2.y, R2.y;
RCP R2.z, R2.z;
RCP R2.w, R2.w;
MUL R2, R0, R2;
MIN R2, R2, c[1].z;
TEX R0.xyz, R9, texture[1], 2D;
MUL R4.xyz, R2.y, R0;
ADD R0, R1.w, -c[7];
TEX R1.xyz, R9.zwzw, texture[1], 2D;
ABS R0, R0;
MAD R1.xyz, R2.x, R1, R4;
MUL R0, fragment.texcoord[1].y, R0;
TEX R3.xyz, R10, texture[1], 2D;
MAD R3.xyz, R2.z, R3, R1;
TEX R1.xyz, R10.zwzw, texture[1], 2D;
MAD R1.xyz, R2.w, R1, R3;
MUL R3, R0, c[5].y;
MUL R4, R0, c[5].x;
MUL R0, R4, R3;
SIN R4.x, R4.x;
SIN R4.y, R4.y;
SIN R4.z, R4.z;
SIN R4.w, R4.w;
SIN R3.x, R3.x;
SIN R3.y, R3.y;
SIN R3.w, R3.w;
SIN R3.z, R3.z;
MUL R3, R4, R3;
ADD R4, R6.w, c[6];
FRC R4, R4;
MOV R7.y, R4;
MOV R7.w, R4.x;
MOV R8.y, R4.z;
MOV R8.w, R4;
RCP R0.x, R0.x;
RCP R0.y, R0.y;
RCP R0.z, R0.z;
RCP R0.w, R0.w;
MUL R0, R3, R0;
MIN R3, R0, c[1].z;
TEX R5.xyz, R7, texture[1], 2D;
MUL R5.xyz, R3.y, R5;
TEX R0.xyz, R7.zwzw, texture[1], 2D;
MAD R5.xyz, R3.x, R0, R5;
TEX R0.xyz, R8, texture[1], 2D;
MAD R5.xyz, R3.z, R0, R5;
ADD R0, R1.w, -c[9];
TEX R4.xyz, R8.zwzw, texture[1], 2D;
MAD R4.xyz, R3.w, R4, R5;
ADD R5, R2, R3;
ADD R6.xyz, R1, R4;
ABS R0, R0;
MUL R1, fragment.texcoord[1].y, R0;
MUL R0, R1, c[5].y;
MUL R1, R1, c[5].x;
MUL R4, R1, R0;
SIN R1.x, R1.x;
SIN R1.y, R1.y;
SIN R1.z, R1.z;
SIN R1.w, R1.w;
SIN R0.x, R0.x;
SIN R0.y, R0.y;
SIN R0.w, R0.w;
SIN R0.z, R0.z;
MUL R0, R1, R0;
RCP R1.x, R4.x;
RCP R1.y, R4.y;
RCP R1.z, R4.z;
RCP R1.w, R4.w;
MUL R0, R0, R1;
ADD R4, R6.w, c[8];
FRC R1, R4;
MIN R0, R0, c[1].z;
MOV R12.y, R1;
TEX R11.xyz, R12, texture[1], 2D;
ADD R4, R0, R5;
MOV R12.w, R1.x;
MOV R13.y, R1.z;
MOV R13.w, R1;
DP4 R1.w, R4, c[1].z;
MUL R11.xyz, R0.y, R11;
TEX R5.xyz, R12.zwzw, texture[1], 2D;
MAD R5.xyz, R0.x, R5, R11;
TEX R1.xyz, R13, texture[1], 2D;
MAD R5.xyz, R0.z, R1, R5;
TEX R1.xyz, R13.zwzw, texture[1], 2D;
MAD R1.xyz, R0.w, R1, R5;
ADD R4.xyz, R6, R1;
RCP R1.w, R1.w;
TEX R1.xyz, R12, texture[0], 2D;
MUL R5.xyz, R0.y, R1;
TEX R1.xyz, R12.zwzw, texture[0], 2D;
MAD R5.xyz, R0.x, R1, R5;
TEX R1.xyz, R13, texture[0], 2D;
MAD R6.xyz, R0.z, R1, R5;
TEX R5.xyz, R13.zwzw, texture[0], 2D;
MAD R11.xyz, R0.w, R5, R6;
TEX R1.xyz, R7, texture[0], 2D;
MUL R5.xyz, R3.y, R1;
TEX R1.xyz, R7.zwzw, texture[0], 2D;
MAD R5.xyz, R3.x, R1, R5;
TEX R1.xyz, R8, texture[0], 2D;
MAD R6.xyz, R3.z, R1, R5;
TEX R5.xyz, R8.zwzw, texture[0], 2D;
MAD R6.xyz, R3.w, R5, R6;
TEX R1.xyz, R9, texture[0], 2D;
MUL R5.xyz, R2.y, R1;
TEX R1.xyz, R9.zwzw, texture[0], 2D;
MAD R5.xyz, R2.x, R1, R5;
TEX R1.xyz, R10, texture[0], 2D;
MAD R5.xyz, R2.z, R1, R5;
TEX R1.xyz, R10.zwzw, texture[0], 2D;
MAD R1.xyz, R2.w, R1, R5;
MOV R5.zw, c[1].xyxw;
SLT R4.w, c[0].x, R5.z;
ADD R1.xyz, R1, R6;
ADD R1.xyz, R1, R11;
ABS R4.w, R4;
MUL R4.xyz, R1.w, R4;
TEX R5.xyz, R9, texture[2], 2D;
SLT R5.w, c[0].x, R5;
CMP R4.w, -R4, c[1].y, c[1].z;
MUL R1.xyz, R1.w, R1;
MUL R6.x, R4.w, R5.w;
CMP R1.xyz, -R6.x, R4, R1;
MUL R4.xyz, R2.y, R5;
TEX R5.xyz, R9.zwzw, texture[2], 2D;
MAD R4.xyz, R2.x, R5, R4;
TEX R5.xyz, R10, texture[2], 2D;
MAD R2.xyz, R2.z, R5, R4;
TEX R5.xyz, R10.zwzw, texture[2], 2D;
MAD R2.xyz, R5, R2.w, R2;
TEX R4.xyz, R7, texture[2], 2D;
MUL R4.xyz, R3.y, R4;
TEX R5.xyz, R7.zwzw, texture[2], 2D;
MAD R4.xyz, R3.x, R5, R4;
TEX R5.xyz, R8, texture[2], 2D;
MAD R3.xyz, R3.z, R5, R4;
TEX R4.xyz, R8.zwzw, texture[2], 2D;
MAD R3.xyz, R4, R3.w, R3;
ADD R2.xyz, R2, R3;
TEX R4.xyz, R12, texture[2], 2D;
MUL R3.xyz, R0.y, R4;
TEX R4.xyz, R12.zwzw, texture[2], 2D;
MAD R3.xyz, R0.x, R4, R3;
TEX R4.xyz, R13, texture[2], 2D;
MAD R3.xyz, R0.z, R4, R3;
TEX R0.xyz, R13.zwzw, texture[2], 2D;
MAD R3.xyz, R0, R0.w, R3;
ABS R0.x, R5.w;
ADD R2.xyz, R2, R3;
CMP R0.x, -R0, c[1].y, c[1].z;
MUL R2.xyz, R2, R1.w;
MUL R0.x, R4.w, R0;
CMP result.color.xyz, -R0.x, R2, R1;
MOV result.color.w, c[1].z;
END
# 198 instructions, 14 R-regs
