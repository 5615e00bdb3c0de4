!!ARBfp1.0
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -profile arbfp1
# source file: tests/header/196_explicit_unused_reserved_fragment.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile arbfp1
#program main
#semantic u : C0
#semantic v : C2
#semantic a
#semantic b
#semantic t : TEXUNIT0
#semantic s
#var float4 p : $vin.TEXCOORD0 : TEX0 : 0 : 1
#var float4 u : C0 : c[0] : -1 : 0
#var float4 v : C2 : c[2] : -1 : 0
#var float4 a :  : c[1] : -1 : 1
#var float4 b :  : c[3] : -1 : 1
#var sampler2D t : TEXUNIT0 : texunit 0 : -1 : 0
#var sampler2D s :  : texunit 0 : -1 : 1
#var float4 main : $vout.COLOR : COL : -1 : 1
#const c[4] = 1 2 3 4
PARAM c[5] = { program.local[0..3],
		{ 1, 2, 3, 4 } };
TEMP R0;
TEX R0, fragment.texcoord[0], texture[0], 2D;
MUL R0, R0, c[1];
ADD R0, R0, c[3];
ADD result.color, R0, c[4];
END
# 4 instructions, 1 R-regs
