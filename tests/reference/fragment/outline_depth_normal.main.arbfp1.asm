!!ARBfp1.0
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -profile arbfp1
# source file: tests/shaders/fragment/outline_depth_normal.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile arbfp1
#program main
#semantic main.depthTex
#semantic main.normalTex
#semantic main.colorTex
#semantic main.texel
#semantic main.depthThresh
#semantic main.normalThresh
#var float2 uv : $vin.TEXCOORD0 : TEX0 : 0 : 1
#var sampler2D depthTex :  : texunit 0 : 1 : 1
#var sampler2D normalTex :  : texunit 1 : 2 : 1
#var sampler2D colorTex :  : texunit 2 : 3 : 1
#var float2 texel :  : c[0] : 4 : 1
#var float depthThresh :  : c[1] : 5 : 1
#var float normalThresh :  : c[2] : 6 : 1
#var float4 main : $vout.COLOR : COL : -1 : 1
#const c[3] = 0 100 2 1
PARAM c[4] = { program.local[0..2],
		{ 0, 100, 2, 1 } };
TEMP R0;
TEMP R1;
TEMP R2;
TEMP R3;
ADD R2.xy, fragment.texcoord[0], c[0];
TEX R1.xyz, fragment.texcoord[0], texture[1], 2D;
TEX R0.xyz, R2, texture[1], 2D;
MAD R1.xyz, R1, c[3].z, -c[3].w;
MAD R0.xyz, R0, c[3].z, -c[3].w;
ADD R0.xyz, R0, -R1;
DP3 R1.w, R0, R0;
MOV R0.y, c[3].x;
MOV R0.x, c[0];
ADD R3.xy, fragment.texcoord[0], R0;
TEX R1.xyz, R3, texture[1], 2D;
MOV R0.y, c[0];
MOV R0.x, c[3];
ADD R2.zw, fragment.texcoord[0].xyxy, R0.xyxy;
TEX R0.xyz, R2.zwzw, texture[1], 2D;
MAD R0.xyz, R0, c[3].z, -c[3].w;
MAD R1.xyz, R1, c[3].z, -c[3].w;
ADD R0.yzw, R0.xxyz, -R1.xxyz;
DP3 R0.z, R0.yzww, R0.yzww;
TEX R1.x, R2.zwzw, texture[0], 2D;
TEX R0.x, R3, texture[0], 2D;
ADD R0.x, R1, -R0;
MUL R0.y, R0.x, R0.x;
TEX R1.x, R2, texture[0], 2D;
TEX R0.x, fragment.texcoord[0], texture[0], 2D;
ADD R0.x, R1, -R0;
MAD R0.x, R0, R0, R0.y;
ADD R0.y, R1.w, R0.z;
RSQ R0.x, R0.x;
RSQ R0.y, R0.y;
RCP R0.x, R0.x;
RCP R0.y, R0.y;
MUL R0.x, R0, c[3].y;
SGE R0.y, R0, c[2].x;
SGE R0.x, R0, c[1];
MAX R0.x, R0, R0.y;
ADD R1.x, -R0, c[3].w;
TEX R0, fragment.texcoord[0], texture[2], 2D;
MUL result.color, R0, R1.x;
END
# 39 instructions, 4 R-regs
