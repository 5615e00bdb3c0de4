!!ARBfp1.0
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -quiet -profile arbfp1
# source file: fp_lerp.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile arbfp1
#program main
#semantic main.t
#semantic main.k
#var float4 a : $vin.TEXCOORD0 : TEX0 : 0 : 1
#var float4 b : $vin.TEXCOORD1 : TEX1 : 1 : 1
#var float t :  : c[0] : 2 : 1
#var float4 k :  : c[1] : 3 : 1
#var float4 main : $vout.COLOR : COL : -1 : 1
#const c[2] = 2 0.5
PARAM c[3] = { program.local[0..1],
		{ 2, 0.5 } };
TEMP R0;
TEMP R1;
MOV R0, fragment.texcoord[0];
MOV R1.x, c[2].y;
ADD R0, fragment.texcoord[1], -R0;
MUL R1, R1.x, c[1];
MAD R0, R0, c[0].x, fragment.texcoord[0];
MAD_SAT result.color, R0, c[2].x, R1;
END
# 6 instructions, 2 R-regs
