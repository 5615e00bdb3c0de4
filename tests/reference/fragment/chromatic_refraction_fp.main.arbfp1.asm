!!ARBfp1.0
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -profile arbfp1
# source file: tests/shaders/fragment/chromatic_refraction_fp.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile arbfp1
#program main
#semantic main.environmentMap
#var float3 R : $vin.TEXCOORD0 : TEX0 : 0 : 1
#var float3 TRed : $vin.TEXCOORD1 : TEX1 : 1 : 1
#var float3 TGreen : $vin.TEXCOORD2 : TEX2 : 2 : 1
#var float3 TBlue : $vin.TEXCOORD3 : TEX3 : 3 : 1
#var float fres : $vin.COLOR0 : COL0 : 4 : 1
#var samplerCUBE environmentMap :  : texunit 0 : 5 : 1
#var float4 main : $vout.COLOR : COL : -1 : 1
#const c[0] = 1
PARAM c[1] = { { 1 } };
TEMP R0;
TEMP R1;
MOV R0.w, c[0].x;
TEX R0.z, fragment.texcoord[3], texture[0], CUBE;
TEX R0.x, fragment.texcoord[1], texture[0], CUBE;
TEX R0.y, fragment.texcoord[2], texture[0], CUBE;
TEX R1, fragment.texcoord[0], texture[0], CUBE;
ADD R1, R1, -R0;
MAD result.color, fragment.color.primary.x, R1, R0;
END
# 7 instructions, 2 R-regs
