!!ARBfp1.0
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -profile arbfp1
# source file: tests/shaders/fragment/depth_of_field.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile arbfp1
#program main
#semantic main.scene
#semantic main.depthTex
#semantic main.focusDist
#semantic main.focusRange
#semantic main.maxBlur
#var float2 uv : $vin.TEXCOORD0 : TEX0 : 0 : 1
#var sampler2D scene :  : texunit 1 : 1 : 1
#var sampler2D depthTex :  : texunit 0 : 2 : 1
#var float focusDist :  : c[0] : 3 : 1
#var float focusRange :  : c[1] : 4 : 1
#var float2 maxBlur :  : c[2] : 5 : 1
#var float4 main : $vout.COLOR : COL : -1 : 1
#const c[3] = -0.32600001 -0.40599999 -0.83999997 -0.074000001
#const c[4] = -0.69599998 0.45699999 -0.20299999 0.62099999
#const c[5] = 0.96200001 -0.19499999 0.47299999 -0.47999999
#const c[6] = 0.51899999 0.76700002 0.185 -0.89300001
#const c[7] = 0.11111111
PARAM c[8] = { program.local[0..2],
		{ -0.32600001, -0.40599999, -0.83999997, -0.074000001 },
		{ -0.69599998, 0.45699999, -0.20299999, 0.62099999 },
		{ 0.96200001, -0.19499999, 0.47299999, -0.47999999 },
		{ 0.51899999, 0.76700002, 0.185, -0.89300001 },
		{ 0.11111111 } };
TEMP R0;
TEMP R1;
TEMP R2;
TEMP R3;
TEX R0.x, fragment.texcoord[0], texture[0], 2D;
ADD R0.x, R0, -c[0];
RCP R0.y, c[1].x;
ABS R0.x, R0;
MUL_SAT R0.x, R0, R0.y;
MUL R3.xy, R0.x, c[2];
MAD R0.zw, R3.xyxy, c[3], fragment.texcoord[0].xyxy;
MAD R0.xy, R3, c[3], fragment.texcoord[0];
TEX R1, R0, texture[1], 2D;
TEX R2, R0.zwzw, texture[1], 2D;
TEX R0, fragment.texcoord[0], texture[1], 2D;
ADD R0, R0, R1;
ADD R2, R0, R2;
MAD R0.xy, R3, c[4], fragment.texcoord[0];
MAD R1.xy, R3, c[4].zwzw, fragment.texcoord[0];
TEX R0, R0, texture[1], 2D;
ADD R0, R2, R0;
TEX R1, R1, texture[1], 2D;
ADD R2, R0, R1;
MAD R0.xy, R3, c[5], fragment.texcoord[0];
MAD R1.xy, R3, c[5].zwzw, fragment.texcoord[0];
TEX R0, R0, texture[1], 2D;
ADD R0, R2, R0;
TEX R1, R1, texture[1], 2D;
ADD R0, R0, R1;
MAD R1.xy, R3, c[6], fragment.texcoord[0];
MAD R2.xy, R3, c[6].zwzw, fragment.texcoord[0];
TEX R1, R1, texture[1], 2D;
TEX R2, R2, texture[1], 2D;
ADD R0, R0, R1;
ADD R0, R0, R2;
MUL result.color, R0, c[7].x;
END
# 32 instructions, 4 R-regs
