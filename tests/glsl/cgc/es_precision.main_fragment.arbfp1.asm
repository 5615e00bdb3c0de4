!!ARBfp1.0
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -profile arbfp1
# source file: tests/glsl/cases/es_precision.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile arbfp1
#program main_fragment
#semantic main_fragment.tex
#semantic main_fragment.mode
#var float4 color : $vin.COLOR0 : COL0 : 0 : 1
#var float2 uv : $vin.TEXCOORD0 : TEX0 : 1 : 1
#var sampler2D tex :  : texunit 0 : 2 : 1
#var int mode :  : c[0] : 3 : 1
#var float4 main_fragment : $vout.COLOR : COL : -1 : 1
#const c[1] = 1
PARAM c[2] = { program.local[0],
		{ 1 } };
TEMP R0;
TEMP R1;
TEX R0, fragment.texcoord[0], texture[0], 2D;
MUL R0, R0, fragment.color.primary;
MOV R1.x, c[1];
ADD R1.x, -R1, c[0];
CMP result.color.xyz, -R1.x, R0.zyxw, R0;
MOV result.color.w, R0;
END
# 6 instructions, 2 R-regs
