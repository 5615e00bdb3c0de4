!!ARBfp1.0
OPTION ARB_fragment_program_shadow;
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -quiet -profile arbfp1
# source file: 016_tex2Dproj.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile arbfp1
#program main
#semantic main.cookie
#var float4 uv : $vin.TEXCOORD0 : TEX0 : 0 : 1
#var sampler2D cookie :  : texunit 0 : 1 : 1
#var float4 main : $vout.COLOR : COL : -1 : 1
TXP result.color, fragment.texcoord[0], texture[0], SHADOW2D;
END
# 1 instructions, 0 R-regs
