!!ARBfp1.0
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -profile arbfp1
# source file: tests/shaders/fragment/blur_5x5_gaussian.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile arbfp1
#program main
#semantic main.src
#semantic main.texel
#semantic main.radius
#var float2 uv : $vin.TEXCOORD0 : TEX0 : 0 : 1
#var sampler2D src :  : texunit 0 : 1 : 1
#var float2 texel :  : c[0] : 2 : 1
#var float radius :  : c[1] : 3 : 1
#var float4 main : $vout.COLOR : COL : -1 : 1
#const c[2] = -2 0.00390625 -1 0.015625
#const c[3] = 0 -2 0.0234375 1
#const c[4] = 2 -2 0.0625 0.09375
#const c[5] = 0 -1 1 2
#const c[6] = 0.140625
PARAM c[7] = { program.local[0..1],
		{ -2, 0.00390625, -1, 0.015625 },
		{ 0, -2, 0.0234375, 1 },
		{ 2, -2, 0.0625, 0.09375 },
		{ 0, -1, 1, 2 },
		{ 0.140625 } };
TEMP R0;
TEMP R1;
TEMP R2;
TEMP R3;
MOV R3.x, c[1];
MUL R2.xy, R3.x, c[0];
MAD R0.zw, R2.xyxy, c[2].xyzx, fragment.texcoord[0].xyxy;
TEX R1, R0.zwzw, texture[0], 2D;
MAD R0.xy, R2, c[2].x, fragment.texcoord[0];
MAD R2.zw, R2.xyxy, c[3].xyxy, fragment.texcoord[0].xyxy;
MUL R1, R1, c[2].w;
TEX R0, R0, texture[0], 2D;
MAD R0, R0, c[2].y, R1;
TEX R1, R2.zwzw, texture[0], 2D;
MAD R2.zw, R2.xyxy, c[3].xywy, fragment.texcoord[0].xyxy;
MAD R1, R1, c[3].z, R0;
TEX R0, R2.zwzw, texture[0], 2D;
MAD R2.zw, R2.xyxy, c[4].xyxy, fragment.texcoord[0].xyxy;
MAD R1, R0, c[2].w, R1;
TEX R0, R2.zwzw, texture[0], 2D;
MAD R2.zw, R2.xyxy, c[2].xyxz, fragment.texcoord[0].xyxy;
MAD R1, R0, c[2].y, R1;
TEX R0, R2.zwzw, texture[0], 2D;
MAD R2.zw, R3.x, -c[0].xyxy, fragment.texcoord[0].xyxy;
MAD R1, R0, c[2].w, R1;
TEX R0, R2.zwzw, texture[0], 2D;
MAD R2.zw, R2.xyxy, c[5].xyxy, fragment.texcoord[0].xyxy;
MAD R1, R0, c[4].z, R1;
TEX R0, R2.zwzw, texture[0], 2D;
MAD R2.zw, R2.xyxy, c[5].xyzy, fragment.texcoord[0].xyxy;
MAD R1, R0, c[4].w, R1;
TEX R0, R2.zwzw, texture[0], 2D;
MAD R2.zw, R2.xyxy, c[5].xywy, fragment.texcoord[0].xyxy;
MAD R1, R0, c[4].z, R1;
TEX R0, R2.zwzw, texture[0], 2D;
MAD R2.zw, R2.xyxy, c[3].xyyx, fragment.texcoord[0].xyxy;
MAD R1, R0, c[2].w, R1;
TEX R0, R2.zwzw, texture[0], 2D;
MAD R2.zw, R2.xyxy, c[5].xyyx, fragment.texcoord[0].xyxy;
MAD R1, R0, c[3].z, R1;
TEX R0, R2.zwzw, texture[0], 2D;
MAD R1, R0, c[4].w, R1;
TEX R0, fragment.texcoord[0], texture[0], 2D;
MAD R2.zw, R2.xyxy, c[3].xywx, fragment.texcoord[0].xyxy;
MAD R1, R0, c[6].x, R1;
TEX R0, R2.zwzw, texture[0], 2D;
MAD R2.zw, R2.xyxy, c[5].xywx, fragment.texcoord[0].xyxy;
MAD R1, R0, c[4].w, R1;
TEX R0, R2.zwzw, texture[0], 2D;
MAD R2.zw, R2.xyxy, c[3].xyyw, fragment.texcoord[0].xyxy;
MAD R1, R0, c[3].z, R1;
TEX R0, R2.zwzw, texture[0], 2D;
MAD R2.zw, R2.xyxy, c[5].xyyz, fragment.texcoord[0].xyxy;
MAD R1, R0, c[2].w, R1;
TEX R0, R2.zwzw, texture[0], 2D;
MAD R2.zw, R2.xyxy, c[3].xyxw, fragment.texcoord[0].xyxy;
MAD R1, R0, c[4].z, R1;
TEX R0, R2.zwzw, texture[0], 2D;
MAD R0, R0, c[4].w, R1;
MAD R2.zw, R3.x, c[0].xyxy, fragment.texcoord[0].xyxy;
TEX R1, R2.zwzw, texture[0], 2D;
MAD R2.zw, R2.xyxy, c[5].xywz, fragment.texcoord[0].xyxy;
MAD R0, R1, c[4].z, R0;
TEX R1, R2.zwzw, texture[0], 2D;
MAD R2.zw, R2.xyxy, c[4].xyyx, fragment.texcoord[0].xyxy;
MAD R0, R1, c[2].w, R0;
TEX R1, R2.zwzw, texture[0], 2D;
MAD R2.zw, R2.xyxy, c[5].xyyw, fragment.texcoord[0].xyxy;
MAD R0, R1, c[2].y, R0;
TEX R1, R2.zwzw, texture[0], 2D;
MAD R2.zw, R2.xyxy, c[5].xyxw, fragment.texcoord[0].xyxy;
MAD R0, R1, c[2].w, R0;
TEX R1, R2.zwzw, texture[0], 2D;
MAD R2.zw, R2.xyxy, c[5], fragment.texcoord[0].xyxy;
MAD R0, R1, c[3].z, R0;
TEX R1, R2.zwzw, texture[0], 2D;
MAD R0, R1, c[2].w, R0;
MAD R2.xy, R2, c[4].x, fragment.texcoord[0];
TEX R1, R2, texture[0], 2D;
MAD result.color, R1, c[2].y, R0;
END
# 76 instructions, 4 R-regs
