!!ARBfp1.0
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -profile arbfp1
# source file: tests/shaders/fragment/gaussian_weights_negative_offsets.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile arbfp1
#program blurX
#semantic sceneDepth : TEXUNIT0
#semantic texelStep
#semantic blurScale
#var float2 uv : $vin.TEXCOORD0 : TEX0 : 0 : 1
#var sampler2D sceneDepth : TEXUNIT0 : texunit 0 : -1 : 1
#var float texelStep :  : c[0] : -1 : 1
#var float blurScale :  : c[1] : -1 : 1
#var float4 blurX : $vout.COLOR : COL : -1 : 1
#const c[2] = -6 0.13533527 -5 0.2493522
#const c[3] = -4 0.41111228 -3 0.60653067
#const c[4] = -2 0.80073738 0.94595945 1
#const c[5] = 2 3 4 5
#const c[6] = 6 0.13702281
PARAM c[7] = { program.local[0..1],
		{ -6, 0.13533527, -5, 0.2493522 },
		{ -4, 0.41111228, -3, 0.60653067 },
		{ -2, 0.80073738, 0.94595945, 1 },
		{ 2, 3, 4, 5 },
		{ 6, 0.13702281 } };
TEMP R0;
TEMP R1;
MOV R0.z, c[1].x;
MUL R0.y, R0.z, c[0].x;
MOV R1.y, fragment.texcoord[0];
MAD R1.x, R0.y, c[2].z, fragment.texcoord[0];
TEX R0.x, R1, texture[0], 2D;
MUL R0.w, R0.x, c[2];
MOV R1.y, fragment.texcoord[0];
MAD R1.x, R0.y, c[2], fragment.texcoord[0];
TEX R0.x, R1, texture[0], 2D;
MAD R0.w, R0.x, c[2].y, R0;
MOV R1.y, fragment.texcoord[0];
MAD R1.x, R0.y, c[3], fragment.texcoord[0];
TEX R0.x, R1, texture[0], 2D;
MAD R0.w, R0.x, c[3].y, R0;
MOV R1.y, fragment.texcoord[0];
MAD R1.x, R0.y, c[3].z, fragment.texcoord[0];
TEX R0.x, R1, texture[0], 2D;
MAD R0.w, R0.x, c[3], R0;
MOV R1.y, fragment.texcoord[0];
MAD R1.x, R0.y, c[4], fragment.texcoord[0];
TEX R0.x, R1, texture[0], 2D;
MAD R1.x, R0.z, -c[0], fragment.texcoord[0];
MAD R0.w, R0.x, c[4].y, R0;
MOV R1.y, fragment.texcoord[0];
TEX R0.x, R1, texture[0], 2D;
MAD R0.x, R0, c[4].z, R0.w;
TEX R1.xyz, fragment.texcoord[0], texture[0], 2D;
MAD R1.w, R1.x, c[4], R0.x;
MOV R0.w, fragment.texcoord[0].y;
MAD R0.z, R0, c[0].x, fragment.texcoord[0].x;
TEX R0.x, R0.zwzw, texture[0], 2D;
MAD R1.w, R0.x, c[4].z, R1;
MOV R0.w, fragment.texcoord[0].y;
MAD R0.z, R0.y, c[5].x, fragment.texcoord[0].x;
TEX R0.x, R0.zwzw, texture[0], 2D;
MAD R1.w, R0.x, c[4].y, R1;
MOV R0.w, fragment.texcoord[0].y;
MAD R0.z, R0.y, c[5].y, fragment.texcoord[0].x;
TEX R0.x, R0.zwzw, texture[0], 2D;
MAD R1.w, R0.x, c[3], R1;
MOV R0.w, fragment.texcoord[0].y;
MAD R0.z, R0.y, c[5], fragment.texcoord[0].x;
TEX R0.x, R0.zwzw, texture[0], 2D;
MAD R1.w, R0.x, c[3].y, R1;
MOV R0.w, fragment.texcoord[0].y;
MAD R0.z, R0.y, c[5].w, fragment.texcoord[0].x;
TEX R0.x, R0.zwzw, texture[0], 2D;
MAD R1.w, R0.x, c[2], R1;
MOV R0.w, fragment.texcoord[0].y;
MAD R0.z, R0.y, c[6].x, fragment.texcoord[0].x;
TEX R0.x, R0.zwzw, texture[0], 2D;
MAD R0.x, R0, c[2].y, R1.w;
MUL R1.w, R0.x, c[6].y;
MOV result.color, R1;
END
# 54 instructions, 2 R-regs
