!!ARBfp1.0
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -profile arbfp1
# source file: tests/shaders/fragment/gaussian_blur_h9.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile arbfp1
#program main
#semantic main.src
#semantic main.texelSize
#var float2 uv : $vin.TEXCOORD0 : TEX0 : 0 : 1
#var sampler2D src :  : texunit 0 : 1 : 1
#var float2 texelSize :  : c[0] : 2 : 1
#var float4 main : $vout.COLOR : COL : -1 : 1
#const c[1] = 0.227027 0 0.19459461 2
#const c[2] = 0.1216216 3 0.054053999 4
#const c[3] = 0.016216001 1
PARAM c[4] = { program.local[0],
		{ 0.227027, 0, 0.19459461, 2 },
		{ 0.1216216, 3, 0.054053999, 4 },
		{ 0.016216001, 1 } };
TEMP R0;
TEMP R1;
TEMP R2;
TEMP R3;
MOV R2.y, c[1];
MOV R2.x, c[0];
ADD R0.xy, fragment.texcoord[0], R2;
TEX R1.xyz, R0, texture[0], 2D;
ADD R2.xy, fragment.texcoord[0], -R2;
MUL R1.xyz, R1, c[1].z;
TEX R0.xyz, fragment.texcoord[0], texture[0], 2D;
MAD R0.xyz, R0, c[1].x, R1;
TEX R1.xyz, R2, texture[0], 2D;
MOV R0.w, c[1];
MAD R0.xyz, R1, c[1].z, R0;
MOV R2.y, c[1];
MUL R2.x, R0.w, c[0];
ADD R2.zw, fragment.texcoord[0].xyxy, R2.xyxy;
TEX R1.xyz, R2.zwzw, texture[0], 2D;
ADD R2.xy, fragment.texcoord[0], -R2;
MAD R1.xyz, R1, c[2].x, R0;
TEX R0.xyz, R2, texture[0], 2D;
MOV R3.xy, c[2].ywzw;
MAD R0.xyz, R0, c[2].x, R1;
MOV R2.y, c[1];
MUL R2.x, R3, c[0];
ADD R2.zw, fragment.texcoord[0].xyxy, R2.xyxy;
TEX R1.xyz, R2.zwzw, texture[0], 2D;
ADD R2.xy, fragment.texcoord[0], -R2;
MAD R0.xyz, R1, c[2].z, R0;
TEX R1.xyz, R2, texture[0], 2D;
MOV R2.y, c[1];
MUL R2.x, R3.y, c[0];
ADD R2.zw, fragment.texcoord[0].xyxy, R2.xyxy;
MAD R0.xyz, R1, c[2].z, R0;
TEX R1.xyz, R2.zwzw, texture[0], 2D;
MAD R0.xyz, R1, c[3].x, R0;
ADD R2.xy, fragment.texcoord[0], -R2;
TEX R1.xyz, R2, texture[0], 2D;
MAD result.color.xyz, R1, c[3].x, R0;
MOV result.color.w, c[3].y;
END
# 37 instructions, 4 R-regs
