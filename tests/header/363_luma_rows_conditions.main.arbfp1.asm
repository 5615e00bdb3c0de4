!!ARBfp1.0
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -profile arbfp1
# source file: tests/header/363_luma_rows_conditions.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile arbfp1
#program main
#semantic main.decal : TEXUNIT0
#var float4 VAR.t1 : $vin.TEXCOORD1 : TEX1 : 0 : 1
#var float4 VAR.t2 : $vin.TEXCOORD2 : TEX2 : 0 : 1
#var float4 VAR.t3 : $vin.TEXCOORD3 :  : 0 : 0
#var sampler2D decal : TEXUNIT0 : texunit 0 : 1 : 1
#var float4 main : $vout.COLOR : COL : -1 : 1
#const c[0] = 1 0
#const c[1] = 0.29899999 0.58700001 0.114
PARAM c[2] = { { 1, 0 },
		{ 0.29899999, 0.58700001, 0.114 } };
TEMP R0;
TEMP R1;
TEMP R2;
TEX R0.xyz, fragment.texcoord[1], texture[0], 2D;
DP3 R2.x, R0, c[1];
TEX R0.xyz, fragment.texcoord[2], texture[0], 2D;
TEX R1.xyz, fragment.texcoord[1].zwzw, texture[0], 2D;
DP3 R1.w, R1, c[1];
DP3 R0.w, R0, c[1];
ADD R2.y, R1.w, -R0.w;
ADD R0.w, R2.x, -R1;
ABS R1.w, R2.y;
ABS R0.w, R0;
SLT R0.w, R0, R1;
ABS R0.w, R0;
CMP R0.w, -R0, c[0].y, c[0].x;
CMP result.color.xyz, -R0.w, R0, R1;
MOV result.color.w, c[0].x;
END
# 15 instructions, 3 R-regs
