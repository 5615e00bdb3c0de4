!!ARBfp1.0
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -profile arbfp1
# source file: tests/shaders/fragment/bool_vector_select.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile arbfp1
#program main
#semantic main.tex
#semantic main.keyColor
#semantic main.tolerance
#semantic main.replaceColor
#var float2 uv : $vin.TEXCOORD0 : TEX0 : 0 : 1
#var sampler2D tex :  : texunit 0 : 1 : 1
#var float3 keyColor :  : c[0] : 2 : 1
#var float3 tolerance :  : c[1] : 3 : 1
#var float4 replaceColor :  : c[2] : 4 : 1
#var float4 main : $vout.COLOR : COL : -1 : 1
#const c[3] = 1 0 0.5 0.001
#const c[4] = 0.1
PARAM c[5] = { program.local[0..2],
		{ 1, 0, 0.5, 0.001 },
		{ 0.1 } };
TEMP R0;
TEMP R1;
TEMP R2;
TEMP R3;
TEX R0, fragment.texcoord[0], texture[0], 2D;
ADD R3.xyz, R0, -c[0];
ABS R1.xyz, R3;
SLT R1.xyz, R1, c[1];
MUL R1.x, R1, R1.y;
MUL R1.x, R1, R1.z;
ABS R2.x, R1;
SLT R1, c[3].z, R0;
CMP R3.w, -R2.x, c[3].y, c[3].x;
ABS R2, R1;
CMP R1, -R3.w, R0, c[2];
CMP R2, -R2, c[3].x, c[3].y;
CMP R0, -R2, R0, R1;
MOV R2.x, c[3].w;
MAX R2.xyz, R2.x, c[1];
MIN R0.w, R1, R0;
ADD R1.xyz, R1, -R0;
RCP R2.x, R2.x;
RCP R2.z, R2.z;
RCP R2.y, R2.y;
MUL_SAT R2.xyz, R2, R3;
MAD result.color.xyz, R2, R1, R0;
MAX result.color.w, R0, c[4].x;
END
# 23 instructions, 4 R-regs
