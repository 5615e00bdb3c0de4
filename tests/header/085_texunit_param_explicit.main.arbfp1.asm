!!ARBfp1.0
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -profile arbfp1
# source file: tests/header/085_texunit_param_explicit.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile arbfp1
#program main
#semantic main.a : TEXUNIT2
#semantic main.b
#semantic main.c : TEXUNIT0
#var float2 uv : $vin.TEXCOORD0 : TEX0 : 0 : 1
#var sampler2D a : TEXUNIT2 : texunit 2 : 1 : 1
#var sampler2D b :  : texunit 1 : 2 : 1
#var sampler2D c : TEXUNIT0 : texunit 0 : 3 : 1
#var float4 main : $vout.COLOR : COL : -1 : 1
TEMP R0;
TEMP R1;
TEMP R2;
TEX R2, fragment.texcoord[0], texture[0], 2D;
TEX R1, fragment.texcoord[0], texture[1], 2D;
TEX R0, fragment.texcoord[0], texture[2], 2D;
ADD R0, R0, R1;
ADD result.color, R0, R2;
END
# 5 instructions, 3 R-regs
