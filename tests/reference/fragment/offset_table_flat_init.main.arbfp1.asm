!!ARBfp1.0
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -profile arbfp1
# source file: tests/shaders/fragment/offset_table_flat_init.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile arbfp1
#program main
#semantic main.image : TEXUNIT0
#semantic main.colorMix
#semantic offsets
#var float2 uv : $vin.TEXCOORD0 : TEX0 : 0 : 1
#var sampler2D image : TEXUNIT0 : texunit 0 : 1 : 1
#var float2x3 colorMix :  : c[0], 2 : 2 : 1
#var float4 main : $vout.COLOR : COL : -1 : 1
#const c[2] = 0.0049999999 0.0060000001 0.5 0.25
#const c[3] = -0.003 -0.0040000002 0.001 0.0020000001
#const c[4] = 0.375
PARAM c[5] = { program.local[0..1],
		{ 0.0049999999, 0.0060000001, 0.5, 0.25 },
		{ -0.003, -0.0040000002, 0.001, 0.0020000001 },
		{ 0.375 } };
TEMP R0;
TEMP R1;
TEMP R2;
ADD R0.zw, fragment.texcoord[0].xyxy, c[3];
TEX R1.xyw, R0.zwzw, texture[0], 2D;
ADD R0.xy, fragment.texcoord[0], c[3];
MUL R1.xyz, R1.xyww, c[4].x;
TEX R0.xyw, R0, texture[0], 2D;
MAD R0.xyz, R0.xyww, c[2].w, R1;
ADD R2.xy, fragment.texcoord[0], c[2];
TEX R1.xyw, R2, texture[0], 2D;
MAD R0.xyz, R1.xyww, c[2].z, R0;
MUL R1.xyz, R0.y, c[1];
MAD result.color.xyz, R0.x, c[0], R1;
MOV result.color.w, R0.z;
END
# 12 instructions, 3 R-regs
