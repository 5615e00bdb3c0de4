!!ARBfp1.0
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -profile arbfp1
# source file: tests/shaders/fragment/box_blur_2d.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile arbfp1
#program main
#semantic main.src
#semantic main.texel
#var float2 uv : $vin.TEXCOORD0 : TEX0 : 0 : 1
#var sampler2D src :  : texunit 0 : 1 : 1
#var float2 texel :  : c[0] : 2 : 1
#var float4 main : $vout.COLOR : COL : -1 : 1
#const c[1] = 0.11111111 0 -1 1
PARAM c[2] = { program.local[0],
		{ 0.11111111, 0, -1, 1 } };
TEMP R0;
TEMP R1;
TEMP R2;
TEMP R3;
MOV R1.xyz, c[1].yzww;
MAD R2.xy, R1, c[0], fragment.texcoord[0];
ADD R0.xy, fragment.texcoord[0], -c[0];
MAD R3.xy, R1.zyzw, c[0], fragment.texcoord[0];
TEX R2, R2, texture[0], 2D;
TEX R0, R0, texture[0], 2D;
ADD R0, R0, R2;
TEX R2, R3, texture[0], 2D;
MAD R3.xy, R1.yxzw, c[0], fragment.texcoord[0];
ADD R2, R0, R2;
TEX R3, R3, texture[0], 2D;
TEX R0, fragment.texcoord[0], texture[0], 2D;
ADD R2, R2, R3;
ADD R2, R2, R0;
MAD R0.zw, R1.xyzx, c[0].xyxy, fragment.texcoord[0].xyxy;
MAD R0.xy, R1.yzzw, c[0], fragment.texcoord[0];
TEX R3, R0.zwzw, texture[0], 2D;
MAD R1.zw, R1.xyxz, c[0].xyxy, fragment.texcoord[0].xyxy;
ADD R2, R2, R3;
TEX R0, R0, texture[0], 2D;
ADD R0, R2, R0;
TEX R2, R1.zwzw, texture[0], 2D;
ADD R1.xy, fragment.texcoord[0], c[0];
TEX R1, R1, texture[0], 2D;
ADD R0, R0, R2;
ADD R0, R0, R1;
MUL result.color, R0, c[1].x;
END
# 27 instructions, 4 R-regs
