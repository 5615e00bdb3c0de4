!!ARBfp1.0
OPTION ARB_fragment_program_shadow;
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -profile arbfp1
# source file: tests/shaders/fragment/shadow_hw_compare.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile arbfp1
#program main
#semantic main.shadowMap
#var float4 shadowUV : $vin.TEXCOORD0 : TEX0 : 0 : 1
#var float4 color : $vin.COLOR0 : COL0 : 1 : 1
#var sampler2D shadowMap :  : texunit 0 : 2 : 1
#var float4 main : $vout.COLOR : COL : -1 : 1
#const c[0] = 0.30000001 0.69999999
PARAM c[1] = { { 0.30000001, 0.69999999 } };
TEMP R0;
TXP R0.x, fragment.texcoord[0], texture[0], SHADOW2D;
MAD R0.x, R0, c[0].y, c[0];
MUL result.color.xyz, fragment.color.primary, R0.x;
MOV result.color.w, fragment.color.primary;
END
# 4 instructions, 1 R-regs
