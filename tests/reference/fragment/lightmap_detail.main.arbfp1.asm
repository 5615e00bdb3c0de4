!!ARBfp1.0
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -profile arbfp1
# source file: tests/shaders/fragment/lightmap_detail.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile arbfp1
#program main
#semantic main.baseTex : TEXUNIT0
#semantic main.lightTex : TEXUNIT1
#semantic main.detailTex : TEXUNIT2
#semantic main.detailFade
#var float2 uvBase : $vin.TEXCOORD0 : TEX0 : 0 : 1
#var float2 uvLight : $vin.TEXCOORD1 : TEX1 : 1 : 1
#var float2 uvDetail : $vin.TEXCOORD2 : TEX2 : 2 : 1
#var float dist : $vin.TEXCOORD3 : TEX3 : 3 : 1
#var sampler2D baseTex : TEXUNIT0 : texunit 0 : 4 : 1
#var sampler2D lightTex : TEXUNIT1 : texunit 1 : 5 : 1
#var sampler2D detailTex : TEXUNIT2 : texunit 2 : 6 : 1
#var float detailFade :  : c[0] : 7 : 1
#var float4 main : $vout.COLOR : COL : -1 : 1
#const c[1] = 2 1
PARAM c[2] = { program.local[0],
		{ 2, 1 } };
TEMP R0;
TEMP R1;
TEMP R2;
TEX R0.xyz, fragment.texcoord[2], texture[2], 2D;
MAD R1.xyz, -R0, c[1].x, c[1].y;
MUL R0.xyz, R0, c[1].x;
MUL_SAT R0.w, fragment.texcoord[3].x, c[0].x;
MAD R2.xyz, R0.w, R1, R0;
TEX R0, fragment.texcoord[0], texture[0], 2D;
TEX R1.xyz, fragment.texcoord[1], texture[1], 2D;
MUL R0.xyz, R1, R0;
MUL R0.xyz, R0, R2;
MUL result.color.xyz, R0, c[1].x;
MOV result.color.w, R0;
END
# 11 instructions, 3 R-regs
