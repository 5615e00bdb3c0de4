!!ARBfp1.0
OPTION ARB_fragment_program_shadow;
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -profile arbfp1
# source file: tests/shaders/fragment/shadow_map_pcf_compare.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile arbfp1
#program main
#semantic main.baseMap : TEXUNIT0
#semantic main.depthMap : TEXUNIT1
#semantic main.ambient
#var float2 uv : $vin.TEXCOORD0 : TEX0 : 0 : 1
#var float4 shadowCoord : $vin.TEXCOORD1 : TEX1 : 1 : 1
#var float4 lightClip : $vin.TEXCOORD3 : TEX3 : 2 : 1
#var sampler2D baseMap : TEXUNIT0 : texunit 0 : 3 : 1
#var sampler2DSHADOW depthMap : TEXUNIT1 : texunit 1 : 4 : 1
#var float4 ambient :  : c[0] : 5 : 1
#var float4 main : $vout.COLOR : COL : -1 : 1
#const c[1] = 1 0 0.5
PARAM c[2] = { program.local[0],
		{ 1, 0, 0.5 } };
TEMP R0;
TEMP R1;
RCP R0.w, fragment.texcoord[1].w;
MUL R1.xyz, fragment.texcoord[1], R0.w;
RCP R0.x, fragment.texcoord[3].w;
MUL R0.xy, fragment.texcoord[3], R0.x;
MOV R0.z, c[1].y;
DP3 R0.x, R0, R0;
ADD_SAT R0.y, -R0.x, c[1].x;
TEX R1.x, R1, texture[1], SHADOW2D;
TXP R0.x, fragment.texcoord[1], texture[1], SHADOW2D;
ADD R0.x, R0, R1;
MUL R0.x, R0, R0.y;
MUL R0.x, R0, c[1].z;
ADD R1.x, R0, c[0];
TEX R0, fragment.texcoord[0], texture[0], 2D;
MUL result.color, R0, R1.x;
END
# 15 instructions, 2 R-regs
