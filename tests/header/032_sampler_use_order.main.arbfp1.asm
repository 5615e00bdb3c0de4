!!ARBfp1.0
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -profile arbfp1
# source file: tests/header/032_sampler_use_order.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile arbfp1
#program main
#semantic main.pS
#semantic sA
#semantic sB
#semantic sC
#var float2 uv : $vin.TEXCOORD0 : TEX0 : 0 : 1
#var sampler2D pS :  : texunit 1 : 1 : 1
#var sampler2D sA :  : texunit 2 : -1 : 1
#var sampler2D sB :  :  : -1 : 0
#var sampler2D sC :  : texunit 0 : -1 : 1
#var float4 main : $vout.COLOR : COL : -1 : 1
TEMP R0;
TEMP R1;
TEMP R2;
TEX R0, fragment.texcoord[0], texture[0], 2D;
TEX R2, fragment.texcoord[0], texture[2], 2D;
TEX R1, fragment.texcoord[0], texture[1], 2D;
MAD result.color, R0, R1, R2;
END
# 4 instructions, 3 R-regs
