!!ARBfp1.0
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -profile arbfp1
# source file: tests/header/115_fragment_many_temps_consts.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile arbfp1
#program main
#semantic s
#semantic k
#var float4 c : $vin.COLOR0 : COL0 : 0 : 1
#var float4 t0 : $vin.TEXCOORD0 : TEX0 : 1 : 1
#var float4 t1 : $vin.TEXCOORD1 : TEX1 : 2 : 1
#var sampler2D s :  : texunit 0 : -1 : 1
#var float4 k :  : c[0] : -1 : 1
#var float4 main : $vout.COLOR : COL : -1 : 1
#const c[1] = 0.29899999 0.58700001 0.114 2
#const c[2] = 0.5 0.25 0.125
PARAM c[3] = { program.local[0],
		{ 0.29899999, 0.58700001, 0.114, 2 },
		{ 0.5, 0.25, 0.125 } };
TEMP R0;
TEMP R1;
TEMP R2;
TEMP R3;
TEX R0, fragment.texcoord[0], texture[0], 2D;
MUL R2.xy, R0, c[1].w;
ADD R1.xy, fragment.texcoord[1], c[2];
TEX R1, R1, texture[0], 2D;
TEX R2, R2, texture[0], 2D;
ADD R1, -R0, R1;
DP3 R3.x, R0, c[1];
MUL R2, R2, c[2].z;
MAD R0, R3.x, R1, R0;
MAD R0, R0, c[0], R2;
ADD result.color, R0, fragment.color.primary;
END
# 11 instructions, 4 R-regs
