!!ARBfp1.0
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -profile arbfp1
# source file: tests/header/122_const_order_fragment_no_tex.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile arbfp1
#program main
#var float4 t0 : $vin.TEXCOORD0 : TEX0 : 0 : 1
#var float4 t1 : $vin.TEXCOORD1 : TEX1 : 1 : 1
#var float4 main : $vout.COLOR : COL : -1 : 1
#const c[0] = 0.5 0.25
#const c[1] = 0.29899999 0.58700001 0.114
PARAM c[2] = { { 0.5, 0.25 },
		{ 0.29899999, 0.58700001, 0.114 } };
TEMP R0;
TEMP R1;
DP3 R1.x, fragment.texcoord[0], c[1];
ADD R0, fragment.texcoord[1], c[0].xyxy;
MUL result.color, R0, R1.x;
END
# 3 instructions, 2 R-regs
