!!ARBfp1.0
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -profile arbfp1
# source file: tests/shaders/fragment/gaussian_blur_v_uniform_weights.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile arbfp1
#program main
#semantic main.src
#semantic main.texelHeight
#semantic weights
#semantic offsets
#var float2 uv : $vin.TEXCOORD0 : TEX0 : 0 : 1
#var sampler2D src :  : texunit 0 : 1 : 1
#var float texelHeight :  : c[0] : 2 : 1
#var float weights[0] :  : c[1] : -1 : 1
#var float weights[1] :  : c[2] : -1 : 1
#var float weights[2] :  : c[3] : -1 : 1
#var float weights[3] :  : c[4] : -1 : 1
#var float weights[4] :  : c[5] : -1 : 1
#var float weights[5] :  : c[6] : -1 : 1
#var float weights[6] :  : c[7] : -1 : 1
#var float offsets[0] :  : c[8] : -1 : 1
#var float offsets[1] :  : c[9] : -1 : 1
#var float offsets[2] :  : c[10] : -1 : 1
#var float offsets[3] :  : c[11] : -1 : 1
#var float offsets[4] :  : c[12] : -1 : 1
#var float offsets[5] :  : c[13] : -1 : 1
#var float offsets[6] :  : c[14] : -1 : 1
#var float4 main : $vout.COLOR : COL : -1 : 1
#const c[15] = 0
PARAM c[16] = { program.local[0..14],
		{ 0 } };
TEMP R0;
TEMP R1;
TEMP R2;
MOV R2.z, c[0].x;
MUL R0.y, R2.z, c[9].x;
MOV R0.x, c[15];
ADD R0.zw, fragment.texcoord[0].xyxy, R0.xyxy;
TEX R1, R0.zwzw, texture[0], 2D;
MUL R1, R1, c[2].x;
MUL R0.y, R2.z, c[8].x;
MOV R0.x, c[15];
ADD R0.xy, fragment.texcoord[0], R0;
TEX R0, R0, texture[0], 2D;
MAD R0, R0, c[1].x, R1;
MUL R2.y, R2.z, c[10].x;
MOV R2.x, c[15];
ADD R2.xy, fragment.texcoord[0], R2;
TEX R1, R2, texture[0], 2D;
MAD R0, R1, c[3].x, R0;
MUL R2.y, R2.z, c[11].x;
MOV R2.x, c[15];
ADD R2.xy, fragment.texcoord[0], R2;
TEX R1, R2, texture[0], 2D;
MAD R0, R1, c[4].x, R0;
MUL R2.y, R2.z, c[12].x;
MOV R2.x, c[15];
ADD R2.xy, fragment.texcoord[0], R2;
TEX R1, R2, texture[0], 2D;
MAD R0, R1, c[5].x, R0;
MUL R2.y, R2.z, c[13].x;
MOV R2.x, c[15];
ADD R2.xy, fragment.texcoord[0], R2;
TEX R1, R2, texture[0], 2D;
MAD R0, R1, c[6].x, R0;
MUL R2.y, R2.z, c[14].x;
MOV R2.x, c[15];
ADD R2.xy, fragment.texcoord[0], R2;
TEX R1, R2, texture[0], 2D;
MAD result.color, R1, c[7].x, R0;
END
# 36 instructions, 3 R-regs
