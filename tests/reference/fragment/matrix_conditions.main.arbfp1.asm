!!ARBfp1.0
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -profile arbfp1
# source file: tests/shaders/fragment/matrix_conditions.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile arbfp1
#program main
#semantic main.warp
#semantic main.tint
#semantic main.tex
#var float4 color : $vin.COLOR0 : COL0 : 0 : 1
#var float2 uv : $vin.TEXCOORD0 : TEX0 : 1 : 1
#var float2x2 warp :  : c[0], 2 : 2 : 1
#var float3x3 tint :  : c[2], 3 : 3 : 1
#var sampler2D tex :  : texunit 0 : 4 : 1
#var float4 main : $vout.COLOR : COL : -1 : 1
#const c[5] = 1 0 0.5
PARAM c[6] = { program.local[0..4],
		{ 1, 0, 0.5 } };
TEMP R0;
TEMP R1;
TEMP R2;
ABS R1.x, c[0];
CMP R1.w, -R1.x, c[5].x, c[5].y;
TEX R0, fragment.texcoord[0], texture[0], 2D;
MUL R0, R0, fragment.color.primary;
ADD R1.y, -R0.z, c[5].x;
CMP R1.z, -R1.w, R1.y, R0;
MUL R0.z, R0.y, c[5];
CMP R2.y, -R1.w, c[5].z, c[5].x;
MUL R2.y, R0.w, R2;
ABS R2.x, c[2];
CMP R1.y, -R1.w, R0.z, R0;
CMP R1.x, -R1.w, c[5].y, R0;
DP3 R0.z, R1, c[4];
DP3 R0.y, R1, c[3];
DP3 R0.x, R1, c[2];
CMP R0.w, -R2.x, c[5].x, c[5].y;
CMP result.color.xyz, -R0.w, R0, R1;
CMP result.color.w, -R1, c[5].x, R2.y;
END
# 18 instructions, 3 R-regs
