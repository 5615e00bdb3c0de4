!!ARBfp1.0
OPTION ARB_fragment_program_shadow;
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -profile arbfp1
# source file: tests/glsl/cases/hdr_sampler_shadow.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile arbfp1
#program main
#semantic main.baseMap : TEXUNIT0
#semantic main.depthMap : TEXUNIT1
#semantic globalShadow
#var float2 uv : $vin.TEXCOORD0 : TEX0 : 0 : 1
#var float4 shadowCoord : $vin.TEXCOORD1 : TEX1 : 1 : 1
#var sampler2D baseMap : TEXUNIT0 : texunit 0 : 2 : 1
#var sampler2DSHADOW depthMap : TEXUNIT1 : texunit 1 : 3 : 1
#var sampler2DSHADOW globalShadow :  : texunit 2 : -1 : 1
#var float4 main : $vout.COLOR : COL : -1 : 1
TEMP R0;
TEMP R1;
RCP R0.x, fragment.texcoord[1].w;
MUL R0.xyz, fragment.texcoord[1], R0.x;
TEX R1.x, R0, texture[2], SHADOW2D;
TXP R0.x, fragment.texcoord[1], texture[1], SHADOW2D;
ADD R1.x, R0, R1;
TEX R0, fragment.texcoord[0], texture[0], 2D;
MUL result.color, R0, R1.x;
END
# 7 instructions, 2 R-regs
