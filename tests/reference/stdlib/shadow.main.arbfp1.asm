!!ARBfp1.0
OPTION ARB_fragment_program_shadow;
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -profile arbfp1
# source file: tests/shaders/stdlib/shadow.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile arbfp1
#program main
#semantic main.s1
#semantic main.s2
#semantic main.sr
#semantic main.s4
#var float4 t0 : $vin.TEXCOORD0 : TEX0 : 0 : 1
#var float4 t1 : $vin.TEXCOORD1 : TEX1 : 1 : 1
#var sampler1D s1 :  : texunit 0 : 2 : 1
#var sampler2D s2 :  : texunit 1 : 3 : 1
#var samplerRECT sr :  : texunit 3 : 4 : 1
#var sampler2D s4 :  : texunit 2 : 5 : 1
#var float4 main : $vout.COLOR : COL : -1 : 1
#const c[0] = 4 0.25
PARAM c[1] = { { 4, 0.25 } };
TEMP R0;
TEMP R1;
TEMP R2;
TEMP R3;
MUL R0.xyz, fragment.texcoord[0], c[0].x;
TXP R1, fragment.texcoord[1], texture[3], SHADOWRECT;
TEX R0, R0, texture[3], SHADOWRECT;
ADD R3, R0, R1;
TXP R1, fragment.texcoord[1], texture[2], SHADOW2D;
TEX R0, fragment.texcoord[0], texture[1], SHADOW2D;
ADD R2, R0, R1;
TXP R1, fragment.texcoord[1].xyyz, texture[0], SHADOW1D;
TEX R0, fragment.texcoord[0].xyyw, texture[0], SHADOW1D;
ADD R0, R0, R1;
ADD R0, R0, R2;
ADD R0, R0, R3;
MUL result.color, R0, c[0].y;
END
# 13 instructions, 4 R-regs
