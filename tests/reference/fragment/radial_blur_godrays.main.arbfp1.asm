!!ARBfp1.0
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -profile arbfp1
# source file: tests/shaders/fragment/radial_blur_godrays.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile arbfp1
#program main
#semantic main.occlusion
#semantic main.sunPos
#semantic main.density
#semantic main.weight
#semantic main.decay
#semantic main.exposure
#var float2 uv : $vin.TEXCOORD0 : TEX0 : 0 : 1
#var sampler2D occlusion :  : texunit 0 : 1 : 1
#var float2 sunPos :  : c[0] : 2 : 1
#var float density :  : c[1] : 3 : 1
#var float weight :  : c[2] : 4 : 1
#var float decay :  : c[3] : 5 : 1
#var float exposure :  : c[4] : 6 : 1
#var float4 main : $vout.COLOR : COL : -1 : 1
#const c[5] = 0.0625 1
PARAM c[6] = { program.local[0..4],
		{ 0.0625, 1 } };
TEMP R0;
TEMP R1;
TEMP R2;
TEMP R3;
ADD R0.xy, fragment.texcoord[0], -c[0];
MUL R2.xy, R0, c[1].x;
MAD R0.xy, -R2, c[5].x, fragment.texcoord[0];
MAD R2.zw, -R2.xyxy, c[5].x, R0.xyxy;
TEX R0.xyz, R0, texture[0], 2D;
TEX R1.xyz, fragment.texcoord[0], texture[0], 2D;
MAD R1.xyz, R0, c[2].x, R1;
TEX R0.xyz, R2.zwzw, texture[0], 2D;
MAD R2.zw, -R2.xyxy, c[5].x, R2;
MUL R0.xyz, R0, c[3].x;
MAD R0.xyz, R0, c[2].x, R1;
MAD R3.xy, -R2, c[5].x, R2.zwzw;
TEX R1.xyz, R2.zwzw, texture[0], 2D;
MUL R0.w, c[3].x, c[3].x;
MUL R1.xyz, R0.w, R1;
MAD R0.xyz, R1, c[2].x, R0;
MAD R2.zw, -R2.xyxy, c[5].x, R3.xyxy;
TEX R1.xyz, R3, texture[0], 2D;
MUL R0.w, R0, c[3].x;
MUL R1.xyz, R0.w, R1;
MAD R0.xyz, R1, c[2].x, R0;
MAD R3.xy, -R2, c[5].x, R2.zwzw;
TEX R1.xyz, R2.zwzw, texture[0], 2D;
MUL R0.w, R0, c[3].x;
MUL R1.xyz, R0.w, R1;
MAD R0.xyz, R1, c[2].x, R0;
MAD R2.zw, -R2.xyxy, c[5].x, R3.xyxy;
TEX R1.xyz, R3, texture[0], 2D;
MUL R0.w, R0, c[3].x;
MUL R1.xyz, R0.w, R1;
MAD R0.xyz, R1, c[2].x, R0;
MAD R3.xy, -R2, c[5].x, R2.zwzw;
TEX R1.xyz, R2.zwzw, texture[0], 2D;
MUL R0.w, R0, c[3].x;
MUL R1.xyz, R0.w, R1;
MAD R0.xyz, R1, c[2].x, R0;
MAD R2.zw, -R2.xyxy, c[5].x, R3.xyxy;
TEX R1.xyz, R3, texture[0], 2D;
MUL R0.w, R0, c[3].x;
MUL R1.xyz, R0.w, R1;
MAD R0.xyz, R1, c[2].x, R0;
MAD R3.xy, -R2, c[5].x, R2.zwzw;
TEX R1.xyz, R2.zwzw, texture[0], 2D;
MUL R0.w, R0, c[3].x;
MUL R1.xyz, R0.w, R1;
MAD R0.xyz, R1, c[2].x, R0;
MAD R2.zw, -R2.xyxy, c[5].x, R3.xyxy;
TEX R1.xyz, R3, texture[0], 2D;
MUL R0.w, R0, c[3].x;
MUL R1.xyz, R0.w, R1;
MAD R0.xyz, R1, c[2].x, R0;
MAD R3.xy, -R2, c[5].x, R2.zwzw;
TEX R1.xyz, R2.zwzw, texture[0], 2D;
MUL R0.w, R0, c[3].x;
MUL R1.xyz, R0.w, R1;
MAD R0.xyz, R1, c[2].x, R0;
MAD R2.zw, -R2.xyxy, c[5].x, R3.xyxy;
TEX R1.xyz, R3, texture[0], 2D;
MUL R0.w, R0, c[3].x;
MUL R1.xyz, R0.w, R1;
MAD R0.xyz, R1, c[2].x, R0;
MAD R3.xy, -R2, c[5].x, R2.zwzw;
TEX R1.xyz, R2.zwzw, texture[0], 2D;
MUL R0.w, R0, c[3].x;
MUL R1.xyz, R0.w, R1;
MAD R0.xyz, R1, c[2].x, R0;
MAD R2.zw, -R2.xyxy, c[5].x, R3.xyxy;
MUL R0.w, R0, c[3].x;
TEX R1.xyz, R3, texture[0], 2D;
MUL R1.xyz, R0.w, R1;
MAD R1.xyz, R1, c[2].x, R0;
MUL R0.w, R0, c[3].x;
TEX R0.xyz, R2.zwzw, texture[0], 2D;
MUL R0.xyz, R0.w, R0;
MAD R0.xyz, R0, c[2].x, R1;
MAD R1.xy, -R2, c[5].x, R2.zwzw;
MUL R0.w, R0, c[3].x;
TEX R1.xyz, R1, texture[0], 2D;
MUL R1.xyz, R1, R0.w;
MAD R0.xyz, R1, c[2].x, R0;
MUL result.color.xyz, R0, c[4].x;
MOV result.color.w, c[5].y;
END
# 82 instructions, 4 R-regs
