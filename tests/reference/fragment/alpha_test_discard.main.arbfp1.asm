!!ARBfp1.0
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -profile arbfp1
# source file: tests/shaders/fragment/alpha_test_discard.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile arbfp1
#program main
#semantic main.leaves
#semantic main.alphaRef
#semantic main.fadeStart
#var float2 uv : $vin.TEXCOORD0 : TEX0 : 0 : 1
#var float4 color : $vin.COLOR0 : COL0 : 1 : 1
#var float viewDist : $vin.TEXCOORD1 : TEX1 : 2 : 1
#var sampler2D leaves :  : texunit 0 : 3 : 1
#var float alphaRef :  : c[0] : 4 : 1
#var float fadeStart :  : c[1] : 5 : 1
#var float4 main : $vout.COLOR : COL : -1 : 1
#var <none>4 $kill_0000 : $vout.$kill : $kill : -1 : 0
#const c[2] = 1.5
PARAM c[3] = { program.local[0..1],
		{ 1.5 } };
TEMP R0;
TEMP R1;
RCP R0.x, c[1].x;
MAD_SAT R1.x, -fragment.texcoord[1], R0, c[2];
TEX R0, fragment.texcoord[0], texture[0], 2D;
MUL R0, R0, fragment.color.primary;
MUL R1.x, R1, c[0];
SLT R1.x, R0.w, R1;
MOV result.color, R0;
KIL -R1.x;
END
# 8 instructions, 2 R-regs
