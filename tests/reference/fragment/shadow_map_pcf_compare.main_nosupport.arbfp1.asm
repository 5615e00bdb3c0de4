!!ARBfp1.0
OPTION ARB_fragment_program_shadow;
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -profile arbfp1
# source file: tests/shaders/fragment/shadow_map_pcf_compare.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile arbfp1
#program main_nosupport
#semantic main_nosupport.baseMap : TEXUNIT0
#semantic main_nosupport.depthMap : TEXUNIT1
#semantic main_nosupport.ambient
#var float2 uv : $vin.TEXCOORD0 : TEX0 : 0 : 1
#var float4 shadowCoord : $vin.TEXCOORD1 : TEX1 : 1 : 1
#var sampler2D baseMap : TEXUNIT0 : texunit 0 : 2 : 1
#var sampler2D depthMap : TEXUNIT1 : texunit 1 : 3 : 1
#var float4 ambient :  : c[0] : 4 : 1
#var float4 main_nosupport : $vout.COLOR : COL : -1 : 1
#const c[1] = 1 0
PARAM c[2] = { program.local[0],
		{ 1, 0 } };
TEMP R0;
RCP R0.x, fragment.texcoord[1].w;
MUL R0.xyz, fragment.texcoord[1], R0.x;
TEX R0.x, R0, texture[1], 2D;
SLT R0.x, R0.z, R0;
ABS R0.x, R0;
CMP R0.x, -R0, c[1].y, c[1];
CMP R0.x, -R0, c[1].y, c[1];
ADD R0.w, R0.x, c[0].x;
TEX R0.xyz, fragment.texcoord[0], texture[0], SHADOW2D;
MUL result.color.xyz, R0, R0.w;
TXP result.color.w, fragment.texcoord[1], texture[0], SHADOW2D;
END
# 11 instructions, 1 R-regs
