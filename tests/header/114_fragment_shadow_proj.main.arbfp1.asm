!!ARBfp1.0
OPTION ARB_fragment_program_shadow;
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -profile arbfp1
# source file: tests/header/114_fragment_shadow_proj.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile arbfp1
#program main
#semantic plain
#semantic shadowed
#var float4 uv : $vin.TEXCOORD0 : TEX0 : 0 : 1
#var sampler2D plain :  : texunit 0 : -1 : 1
#var sampler2D shadowed :  : texunit 1 : -1 : 1
#var float4 main : $vout.COLOR : COL : -1 : 1
TEMP R0;
TEMP R1;
TEMP R2;
TXP R2, fragment.texcoord[0], texture[1], SHADOW2D;
TXP R1, fragment.texcoord[0], texture[0], 2D;
TEX R0, fragment.texcoord[0], texture[0], 2D;
ADD R0, R0, R1;
ADD result.color, R0, R2;
END
# 5 instructions, 3 R-regs
