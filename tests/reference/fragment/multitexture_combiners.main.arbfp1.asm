!!ARBfp1.0
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -profile arbfp1
# source file: tests/shaders/fragment/multitexture_combiners.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile arbfp1
#program main
#semantic main.tex0 : TEXUNIT0
#semantic main.tex1 : TEXUNIT1
#semantic main.mode
#semantic main.constColor
#var float2 uv0 : $vin.TEXCOORD0 : TEX0 : 0 : 1
#var float2 uv1 : $vin.TEXCOORD1 : TEX1 : 1 : 1
#var float4 primary : $vin.COLOR0 : COL0 : 2 : 1
#var sampler2D tex0 : TEXUNIT0 : texunit 0 : 3 : 1
#var sampler2D tex1 : TEXUNIT1 : texunit 1 : 4 : 1
#var float mode :  : c[0] : 5 : 1
#var float4 constColor :  : c[1] : 6 : 1
#var float4 main : $vout.COLOR : COL : -1 : 1
#const c[2] = 1 0 2 4
#const c[3] = 0.5
PARAM c[4] = { program.local[0..1],
		{ 1, 0, 2, 4 },
		{ 0.5 } };
TEMP R0;
TEMP R1;
TEMP R2;
TEMP R3;
TEMP R4;
TEMP R5;
MOV R5.xy, c[2].xzzw;
TEX R1, fragment.texcoord[0], texture[0], 2D;
ADD R5.x, -R5, c[0];
ABS R5.x, R5;
TEX R0, fragment.texcoord[1], texture[1], 2D;
MUL R1, R1, fragment.color.primary;
ADD R2, R1, -R0;
MUL R4, R1, R0;
ADD_SAT R3, R1, R0;
MAD R2, R2, c[1].w, R0;
CMP R5.x, -R5, c[2].y, c[2];
ABS R1.w, c[0].x;
CMP R1.w, -R1, c[2].y, c[2].x;
ABS R1.w, R1;
CMP R1.w, -R1, c[2].y, c[2].x;
MUL R5.z, R1.w, R5.x;
CMP R3, -R5.z, R3, R4;
ADD R4.x, -R5.y, c[0];
ADD R0.xyz, R0, -c[3].x;
ADD R1.xyz, R1, -c[3].x;
DP3 R0.y, R1, R0;
ABS R0.w, R5.x;
ABS R4.y, R4.x;
CMP R4.x, -R0.w, c[2].y, c[2];
MUL R1.w, R1, R4.x;
CMP R0.w, -R4.y, c[2].y, c[2].x;
MUL R4.x, R1.w, R0.w;
ABS R0.w, R0;
CMP R0.x, -R0.w, c[2].y, c[2];
CMP R2, -R4.x, R2, R3;
MUL_SAT R0.y, R0, c[2].w;
MUL R0.x, R1.w, R0;
CMP result.color, -R0.x, R0.y, R2;
END
# 33 instructions, 6 R-regs
