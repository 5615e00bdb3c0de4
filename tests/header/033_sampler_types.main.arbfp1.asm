!!ARBfp1.0
OPTION ARB_fragment_program_shadow;
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -profile arbfp1
# source file: tests/header/033_sampler_types.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile arbfp1
#program main
#semantic s1
#semantic s2
#semantic s3
#semantic sc
#semantic sr
#var float4 uv : $vin.TEXCOORD0 : TEX0 : 0 : 1
#var sampler1D s1 :  : texunit 0 : -1 : 1
#var sampler2D s2 :  : texunit 1 : -1 : 1
#var sampler3D s3 :  : texunit 2 : -1 : 1
#var samplerCUBE sc :  : texunit 3 : -1 : 1
#var samplerRECT sr :  : texunit 4 : -1 : 1
#var float4 main : $vout.COLOR : COL : -1 : 1
TEMP R0;
TEMP R1;
TEMP R2;
TEX R1, fragment.texcoord[0], texture[1], SHADOW2D;
TEX R0, fragment.texcoord[0], texture[0], 1D;
ADD R2, R0, R1;
TEX R0, fragment.texcoord[0], texture[2], 3D;
ADD R0, R2, R0;
TEX R1, fragment.texcoord[0], texture[3], CUBE;
ADD R2, R0, R1;
TEX R0, fragment.texcoord[0], texture[4], RECT;
TXP R1, fragment.texcoord[0], texture[1], SHADOW2D;
ADD R0, R2, R0;
ADD result.color, R0, R1;
END
# 11 instructions, 3 R-regs
