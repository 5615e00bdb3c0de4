!!ARBfp1.0
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -profile arbfp1
# source file: tests/header/121_const_order_fragment_dp3_a.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile arbfp1
#program main
#semantic s
#var float4 t0 : $vin.TEXCOORD0 : TEX0 : 0 : 1
#var float4 t1 : $vin.TEXCOORD1 : TEX1 : 1 : 1
#var sampler2D s :  : texunit 0 : -1 : 1
#var float4 main : $vout.COLOR : COL : -1 : 1
#const c[0] = 0.5 0.25
#const c[1] = 0.29899999 0.58700001 0.114
PARAM c[2] = { { 0.5, 0.25 },
		{ 0.29899999, 0.58700001, 0.114 } };
TEMP R0;
TEMP R1;
TEX R0.xyz, fragment.texcoord[0], texture[0], 2D;
DP3 R1.z, R0, c[1];
ADD R1.xy, fragment.texcoord[1], c[0];
TEX R0, R1, texture[0], 2D;
MUL result.color, R0, R1.z;
END
# 5 instructions, 2 R-regs
