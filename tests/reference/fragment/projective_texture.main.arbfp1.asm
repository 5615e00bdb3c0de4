!!ARBfp1.0
OPTION ARB_fragment_program_shadow;
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -profile arbfp1
# source file: tests/shaders/fragment/projective_texture.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile arbfp1
#program main
#semantic main.cookie
#semantic main.lightColor
#var float4 projUV : $vin.TEXCOORD0 : TEX0 : 0 : 1
#var float3 N : $vin.TEXCOORD1 : TEX1 : 1 : 1
#var float3 L : $vin.TEXCOORD2 : TEX2 : 2 : 1
#var sampler2D cookie :  : texunit 0 : 3 : 1
#var float4 lightColor :  : c[0] : 4 : 1
#var float4 main : $vout.COLOR : COL : -1 : 1
#const c[1] = 1 0
PARAM c[2] = { program.local[0],
		{ 1, 0 } };
TEMP R0;
TEMP R1;
DP3 R0.y, fragment.texcoord[2], fragment.texcoord[2];
RSQ R0.w, R0.y;
MUL R1.xyz, R0.w, fragment.texcoord[2];
DP3 R0.x, fragment.texcoord[1], fragment.texcoord[1];
RSQ R0.x, R0.x;
MUL R0.xyz, R0.x, fragment.texcoord[1];
DP3_SAT R1.x, R0, R1;
SLT R0.w, c[1].y, fragment.texcoord[0];
ABS R1.y, R0.w;
TXP R0, fragment.texcoord[0], texture[0], SHADOW2D;
CMP R1.y, -R1, c[1], c[1].x;
MUL R0, R0, c[0];
CMP R1.y, -R1, c[1], c[1].x;
MUL R0, R0, R1.x;
MUL result.color, R0, R1.y;
END
# 15 instructions, 2 R-regs
