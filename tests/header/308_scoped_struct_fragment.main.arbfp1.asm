!!ARBfp1.0
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -profile arbfp1
# source file: tests/header/308_scoped_struct_fragment.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile arbfp1
#program main
#semantic tex
#var float4 i.c : $vin.COLOR0 : COL0 : 0 : 1
#var float2 i.uv : $vin.TEXCOORD0 : TEX0 : 0 : 1
#var sampler2D tex :  : texunit 0 : -1 : 1
#var float4 main : $vout.COLOR : COL : -1 : 1
#const c[0] = 2
PARAM c[1] = { { 2 } };
TEMP R0;
TEX R0, fragment.texcoord[0], texture[0], 2D;
MUL R0, fragment.color.primary, R0;
MUL result.color, R0, c[0].x;
END
# 3 instructions, 1 R-regs
