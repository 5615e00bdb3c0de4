!!ARBfp1.0
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -profile arbfp1
# source file: tests/shaders/fragment/tex2d_bias_sharpen.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile arbfp1
#program main
#semantic main.tex
#semantic main.sharpBias
#semantic main.blurBias
#var float2 uv : $vin.TEXCOORD0 : TEX0 : 0 : 1
#var sampler2D tex :  : texunit 0 : 1 : 1
#var float sharpBias :  : c[0] : 2 : 1
#var float blurBias :  : c[1] : 3 : 1
#var float4 main : $vout.COLOR : COL : -1 : 1
#const c[2] = 0.5 0
PARAM c[3] = { program.local[0..1],
		{ 0.5, 0 } };
TEMP R0;
TEMP R1;
MOV R0.z, c[1].x;
MOV R0.xy, fragment.texcoord[0];
TXB R0, R0.xyzz, texture[0], 2D;
ADD R1, R0, -c[2].x;
MOV R0.z, c[0].x;
MOV R0.xy, fragment.texcoord[0];
TXB R0, R0.xyzz, texture[0], 2D;
MAX R1, R1, c[2].y;
MAD result.color, R1, c[2].x, R0;
END
# 9 instructions, 2 R-regs
