!!ARBfp1.0
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -profile arbfp1
# source file: tests/header/099_sampler_use_order_statements.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile arbfp1
#program main
#semantic s0
#semantic s1
#semantic s2
#semantic s3
#var float2 uv : $vin.TEXCOORD0 : TEX0 : 0 : 1
#var float2 uv2 : $vin.TEXCOORD1 : TEX1 : 1 : 1
#var sampler2D s0 :  : texunit 3 : -1 : 1
#var sampler2D s1 :  : texunit 0 : -1 : 1
#var sampler2D s2 :  : texunit 2 : -1 : 1
#var sampler2D s3 :  : texunit 1 : -1 : 1
#var float4 main : $vout.COLOR : COL : -1 : 1
TEMP R0;
TEMP R1;
TEMP R2;
TEX R1, fragment.texcoord[1], texture[0], 2D;
TEX R0, fragment.texcoord[0], texture[1], 2D;
MUL R2, R0, R1;
TEX R0, fragment.texcoord[1], texture[3], 2D;
TEX R1, fragment.texcoord[0], texture[2], 2D;
MAD result.color, R0, R1, R2;
END
# 6 instructions, 3 R-regs
