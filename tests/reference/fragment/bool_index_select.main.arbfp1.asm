!!ARBfp1.0
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -profile arbfp1
# source file: tests/shaders/fragment/bool_index_select.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile arbfp1
#program main
#semantic main.image : TEXUNIT0
#semantic main.shadowTint
#semantic main.threshold
#var float2 uv : $vin.TEXCOORD0 : TEX0 : 0 : 1
#var float4 color : $vin.COLOR0 : COL0 : 1 : 1
#var sampler2D image : TEXUNIT0 : texunit 0 : 2 : 1
#var float4 shadowTint :  : c[0] : 3 : 1
#var float threshold :  : c[1] : 4 : 1
#var float4 main : $vout.COLOR : COL : -1 : 1
#const c[2] = 0.5 1
PARAM c[3] = { program.local[0..1],
		{ 0.5, 1 } };
TEMP R0;
TEMP R1;
TEMP R2;
TEX R0, fragment.texcoord[0], texture[0], 2D;
ADD R1.x, R0.w, -c[1];
ADD R2.x, fragment.texcoord[0], -c[2];
CMP R1, -R1.x, fragment.color.primary, c[0];
CMP R2.x, -R2, c[2].y, c[2];
MUL R0, R0, R1;
MUL result.color, R0, R2.x;
END
# 7 instructions, 3 R-regs
