!!ARBfp1.0
OPTION ARB_fragment_program_shadow;
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -profile arbfp1
# source file: tests/header/381_glsl_sampler_spellings.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile arbfp1
#program main
#semantic sceneColor
#semantic sceneDepth
#semantic objectIds
#semantic shadowRect
#semantic layers
#semantic unusedBuffer
#semantic unusedProbes
#semantic unusedCascades
#var float2 pixel : $vin.WPOS : WPOS : 0 : 1
#var float4 shadowCoord : $vin.TEXCOORD1 : TEX1 : 1 : 1
#var samplerRECT sceneColor :  : texunit 0 : -1 : 1
#var samplerRECT sceneDepth :  : texunit 1 : -1 : 1
#var samplerRECT objectIds :  : texunit 2 : -1 : 1
#var samplerRECTSHADOW shadowRect :  : texunit 3 : -1 : 1
#var sampler2DARRAY layers :  :  : -1 : 0
#var samplerBUF unusedBuffer :  :  : -1 : 0
#var samplerCUBEARRAY unusedProbes :  :  : -1 : 0
#var sampler2DARRAYSHADOW unusedCascades :  :  : -1 : 0
#var float4 main : $vout.COLOR : COL : -1 : 1
#const c[0] = 0
PARAM c[1] = { { 0 } };
TEMP R0;
TEMP R1;
TEMP R2;
TEMP R3;
TEX R1.x, fragment.position, texture[2], RECT;
TEX R2, fragment.position, texture[0], RECT;
MOV R3.zw, c[0].x;
TEX R0.x, fragment.texcoord[1], texture[3], SHADOWRECT;
TEX R3.x, fragment.position, texture[1], RECT;
MOV R3.y, R1.x;
MAD result.color, R2, R0.x, R3;
END
# 7 instructions, 4 R-regs
