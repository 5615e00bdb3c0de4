!!ARBfp1.0
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -profile arbfp1
# source file: tests/shaders/fragment/edge_tests_share_differences.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile arbfp1
#program main
#semantic main.decal
#semantic luma_weights
#var float2 IN.uv : $vin.TEXCOORD0 : TEX0 : 0 : 1
#var float4 IN.dx : $vin.TEXCOORD1 : TEX1 : 0 : 1
#var float4 IN.dy : $vin.TEXCOORD2 : TEX2 : 0 : 1
#var sampler2D decal :  : texunit 0 : 1 : 1
#var float4 luma_weights :  : c[0] : -1 : 1
#var float4 main : $vout.COLOR : COL : -1 : 1
#const c[1] = 1 0 2 0.25
#default luma_weights = 14.352 28.176001 5.4720001 0
PARAM c[2] = { program.local[0],
		{ 1, 0, 2, 0.25 } };
TEMP R0;
TEMP R1;
TEMP R2;
TEMP R3;
TEMP R4;
TEMP R5;
TEMP R6;
TEMP R7;
TEMP R8;
MOV R3, fragment.texcoord[1];
ADD R0.xy, fragment.texcoord[0], R3;
TEX R1, R0, texture[0], 2D;
MOV R2, fragment.texcoord[2];
ADD R0.xy, fragment.texcoord[0], R2;
TEX R0, R0, texture[0], 2D;
DP4 R3.y, R1, c[0];
ADD R2.xy, fragment.texcoord[0], R3.zwzw;
DP4 R4.x, R0, c[0];
TEX R0, R2, texture[0], 2D;
DP4 R4.y, R0, c[0];
ADD R0.xy, fragment.texcoord[0], R2.zwzw;
TEX R2, R0, texture[0], 2D;
DP4 R2.x, R2, c[0];
TEX R0, fragment.texcoord[0], texture[0], 2D;
DP4 R3.x, R0, c[0];
MOV R2.y, R4.x;
MOV R2.w, R3.x;
MOV R2.z, R4.y;
ADD R7, R2, -R2.yzwx;
MOV R3.z, R4.x;
MOV R3.w, R4.y;
ADD R5, R3.wxyz, -R2.yzwx;
ADD R4, R3, -R2.yzwx;
ABS R5, R5;
ABS R4, R4;
CMP R5, -R5, c[1].y, c[1].x;
CMP R4, -R4, c[1].y, c[1].x;
ADD_SAT R4, R4, R5;
ABS R5, R4;
ADD R4, R3, -R2;
ABS R6, -R4;
ABS R7, R7;
ADD R8, R3.wxyz, -R3;
ADD R6, R6, R7;
ABS R7, R8;
MAD R6, R7, c[1].z, R6;
ADD R7, R2.yzwx, -R2;
ADD R3, R3, -R3.wxyz;
ABS R4, R4;
ABS R3, R3;
ADD R2, R4, R3;
ABS R7, R7;
MAD R2, R7, c[1].z, R2;
ADD_SAT R2, R2, -R6;
CMP R5, -R5, c[1].y, c[1].x;
CMP R3, -R3, c[1].x, c[1].y;
CMP R4, -R4, c[1].x, c[1].y;
MUL R3, R4, R3;
MUL R3, R3, R5;
MUL R2, R3, R2;
ADD R1, -R0, R1;
DP4 R2.x, R2, c[1].w;
MAD result.color, R2.x, R1, R0;
END
# 54 instructions, 9 R-regs
