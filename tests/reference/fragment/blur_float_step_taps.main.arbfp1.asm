!!ARBfp1.0
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -profile arbfp1
# source file: tests/shaders/fragment/blur_float_step_taps.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile arbfp1
#program main
#semantic scene : TEXUNIT0
#var float2 uv : $vin.TEXCOORD0 : TEX0 : 0 : 1
#var sampler2D scene : TEXUNIT0 : texunit 0 : -1 : 1
#var float4 main : $vout.COLOR : COL : -1 : 1
#const c[0] = 0.11111111 0.2 0.5
#const c[1] = -0.0040000002 0 -0.003 -0.0019999999
#const c[2] = -0.00099999981 0 2.3283064e-10 0.0010000003
#const c[3] = 0.0020000003 0 0.0030000005 0.0040000007
#const c[4] = 0 -0.0020000001 -0.001 0.001
#const c[5] = 0 0.0020000001
PARAM c[6] = { { 0.11111111, 0.2, 0.5 },
		{ -0.0040000002, 0, -0.003, -0.0019999999 },
		{ -0.00099999981, 0, 2.3283064e-10, 0.0010000003 },
		{ 0.0020000003, 0, 0.0030000005, 0.0040000007 },
		{ 0, -0.0020000001, -0.001, 0.001 },
		{ 0, 0.0020000001 } };
TEMP R0;
TEMP R1;
TEMP R2;
TEMP R3;
ADD R0.zw, fragment.texcoord[0].xyxy, c[4].xyxz;
TEX R1, R0.zwzw, texture[0], 2D;
ADD R0.xy, fragment.texcoord[0], c[4];
TEX R0, R0, texture[0], 2D;
ADD R0, R0, R1;
TEX R2, fragment.texcoord[0], texture[0], 2D;
ADD R2, R0, R2;
ADD R0.xy, fragment.texcoord[0], c[4].xwzw;
ADD R1.xy, fragment.texcoord[0], c[5];
TEX R0, R0, texture[0], 2D;
ADD R0, R2, R0;
TEX R1, R1, texture[0], 2D;
ADD R1, R0, R1;
ADD R0.xy, fragment.texcoord[0], c[1].wyzw;
TEX R2, R0, texture[0], 2D;
MUL R3, R1, c[0].y;
ADD R0.zw, fragment.texcoord[0].xyxy, c[1].xyzy;
TEX R1, R0.zwzw, texture[0], 2D;
ADD R0.xy, fragment.texcoord[0], c[1];
TEX R0, R0, texture[0], 2D;
ADD R0, R0, R1;
ADD R2, R0, R2;
ADD R0.xy, fragment.texcoord[0], c[2];
ADD R1.xy, fragment.texcoord[0], c[2].zyzw;
TEX R0, R0, texture[0], 2D;
ADD R0, R2, R0;
TEX R1, R1, texture[0], 2D;
ADD R2, R0, R1;
ADD R0.xy, fragment.texcoord[0], c[2].wyzw;
ADD R1.xy, fragment.texcoord[0], c[3];
TEX R0, R0, texture[0], 2D;
ADD R0, R2, R0;
TEX R1, R1, texture[0], 2D;
ADD R2, R0, R1;
ADD R0.xy, fragment.texcoord[0], c[3].zyzw;
ADD R1.xy, fragment.texcoord[0], c[3].wyzw;
TEX R0, R0, texture[0], 2D;
TEX R1, R1, texture[0], 2D;
ADD R0, R2, R0;
ADD R0, R0, R1;
MAD R0, R0, c[0].x, R3;
MUL result.color, R0, c[0].z;
END
# 42 instructions, 4 R-regs
