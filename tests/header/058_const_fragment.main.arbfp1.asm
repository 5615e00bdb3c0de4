!!ARBfp1.0
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -profile arbfp1
# source file: tests/header/058_const_fragment.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile arbfp1
#program main
#semantic u
#var float4 c : $vin.COLOR0 : COL0 : 0 : 1
#var float4 t : $vin.TEXCOORD0 : TEX0 : 1 : 1
#var float4 u :  : c[0] : -1 : 1
#var float4 main : $vout.COLOR : COL : -1 : 1
#const c[1] = 4 0 2 3
#const c[2] = 0.29899999 0.58700001 0.114 0
#const c[3] = 0.75
PARAM c[4] = { program.local[0],
		{ 4, 0, 2, 3 },
		{ 0.29899999, 0.58700001, 0.114, 0 },
		{ 0.75 } };
TEMP R0;
TEMP R1;
MUL R1, fragment.color.primary, c[1].z;
ADD R1, R1, c[0];
MUL R0, fragment.texcoord[0], c[1].w;
MAD R0, R1, c[2], R0;
ADD R0, R0, c[1].xyyy;
ADD R1, fragment.texcoord[0], -R0;
MAD result.color, R1, c[3].x, R0;
END
# 7 instructions, 2 R-regs
