!!ARBfp1.0
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -profile arbfp1
# source file: tests/shaders/fragment/bloom_threshold.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile arbfp1
#program main
#semantic main.scene
#semantic main.texel
#semantic main.threshold
#semantic main.knee
#var float2 uv : $vin.TEXCOORD0 : TEX0 : 0 : 1
#var sampler2D scene :  : texunit 0 : 1 : 1
#var float2 texel :  : c[0] : 2 : 1
#var float threshold :  : c[1] : 3 : 1
#var float knee :  : c[2] : 4 : 1
#var float4 main : $vout.COLOR : COL : -1 : 1
#const c[3] = -0.5 0.5 0.25 0
#const c[4] = 2 0.29899999 0.58700001 0.114
#const c[5] = 4 9.9999997e-05 1
PARAM c[6] = { program.local[0..2],
		{ -0.5, 0.5, 0.25, 0 },
		{ 2, 0.29899999, 0.58700001, 0.114 },
		{ 4, 9.9999997e-05, 1 } };
TEMP R0;
TEMP R1;
TEMP R2;
MOV R0.xy, c[3];
MAD R1.xy, R0.yxzw, c[0], fragment.texcoord[0];
MAD R0.zw, R0.x, c[0].xyxy, fragment.texcoord[0].xyxy;
TEX R2.xyz, R1, texture[0], 2D;
TEX R1.xyz, R0.zwzw, texture[0], 2D;
ADD R2.xyz, R1, R2;
MAD R1.xy, R0.y, c[0], fragment.texcoord[0];
MAD R0.zw, R0.xyxy, c[0].xyxy, fragment.texcoord[0].xyxy;
TEX R0.xyz, R0.zwzw, texture[0], 2D;
TEX R1.xyz, R1, texture[0], 2D;
ADD R0.xyz, R2, R0;
ADD R0.xyz, R0, R1;
MUL R0.xyz, R0, c[3].z;
DP3 R1.x, R0, c[4].yzww;
ADD R0.w, R1.x, -c[1].x;
MAX R1.x, R1, c[5].y;
MOV R1.y, c[4].x;
MOV R1.z, c[2].x;
MAD R1.z, R1, c[5].x, c[5].y;
ADD R1.w, R0, c[2].x;
MUL R1.y, R1, c[2].x;
MIN R1.y, R1, R1.w;
MAX R1.y, R1, c[3].w;
RCP R1.z, R1.z;
MUL R1.y, R1, R1;
MUL R1.y, R1, R1.z;
RCP R1.x, R1.x;
MAX R0.w, R1.y, R0;
MUL R0.w, R0, R1.x;
MUL result.color.xyz, R0, R0.w;
MOV result.color.w, c[5].z;
END
# 31 instructions, 3 R-regs
