!!ARBfp1.0
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -profile arbfp1
# source file: tests/shaders/fragment/fxaa_lite.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile arbfp1
#program main
#semantic main.tex
#semantic main.rcpFrame
#var float2 uv : $vin.TEXCOORD0 : TEX0 : 0 : 1
#var sampler2D tex :  : texunit 0 : 1 : 1
#var float2 rcpFrame :  : c[0] : 2 : 1
#var float4 main : $vout.COLOR : COL : -1 : 1
#const c[1] = 0.29899999 0.58700001 0.114 0.03125
#const c[2] = -1 1 0.0078125 -8
#const c[3] = 8 -0.16666666 0.16666669 0.5
#const c[4] = -0.5 0.25 0
PARAM c[5] = { program.local[0],
		{ 0.29899999, 0.58700001, 0.114, 0.03125 },
		{ -1, 1, 0.0078125, -8 },
		{ 8, -0.16666666, 0.16666669, 0.5 },
		{ -0.5, 0.25, 0 } };
TEMP R0;
TEMP R1;
TEMP R2;
TEMP R3;
MOV R0.zw, c[2].xyxy;
ADD R1.xy, fragment.texcoord[0], c[0];
TEX R2.xyz, R1, texture[0], 2D;
MAD R0.xy, R0.zwzw, c[0], fragment.texcoord[0];
TEX R1.xyz, R0, texture[0], 2D;
DP3 R1.w, R1, c[1];
DP3 R2.w, R2, c[1];
MAD R1.xy, R0.wzzw, c[0], fragment.texcoord[0];
TEX R1.xyz, R1, texture[0], 2D;
ADD R0.xy, fragment.texcoord[0], -c[0];
TEX R0.xyz, R0, texture[0], 2D;
DP3 R3.y, R1, c[1];
DP3 R3.x, R0, c[1];
ADD R2.x, R1.w, R2.w;
ADD R0.y, R3.x, R3;
ADD R0.x, R0.y, -R2;
ADD R0.y, R1.w, R0;
ADD R1.y, R2.w, R0;
ABS R1.x, -R0;
MUL R1.y, R1, c[1].w;
ADD R0.z, R3.y, R2.w;
ADD R0.y, R3.x, R1.w;
ADD R0.y, R0, -R0.z;
ABS R0.z, R0.y;
MAX R1.y, R1, c[2].z;
MIN R0.z, R1.x, R0;
ADD R0.z, R0, R1.y;
RCP R0.z, R0.z;
MOV R0.x, -R0;
MUL R0.xy, R0, R0.z;
MAX R0.xy, R0, c[2].w;
MIN R0.xy, R0, c[3].x;
MUL R1.xy, R0, c[0];
MAD R2.xy, R1, c[3].w, fragment.texcoord[0];
MAD R0.xy, R1, c[4].x, fragment.texcoord[0];
TEX R0.xyz, R0, texture[0], 2D;
TEX R2.xyz, R2, texture[0], 2D;
ADD R2.xyz, R0, R2;
MAD R0.xy, R1, c[3].y, fragment.texcoord[0];
MAD R3.zw, R1.xyxy, c[3].z, fragment.texcoord[0].xyxy;
TEX R1.xyz, R3.zwzw, texture[0], 2D;
TEX R0.xyz, R0, texture[0], 2D;
ADD R0.xyz, R0, R1;
MUL R1.xyz, R2, c[4].y;
MAX R2.y, R1.w, R2.w;
MAX R2.x, R3, R3.y;
MUL R0.xyz, R0, c[3].w;
MAD R1.xyz, R0, c[3].w, R1;
MAX R3.w, R2.x, R2.y;
MIN R1.w, R1, R2;
MIN R3.x, R3, R3.y;
TEX R2.xyz, fragment.texcoord[0], texture[0], 2D;
MIN R2.w, R3.x, R1;
DP3 R1.w, R2, c[1];
MIN R2.x, R1.w, R2.w;
DP3 R3.z, R1, c[1];
MAX R1.w, R1, R3;
SLT R2.y, R1.w, R3.z;
SLT R1.w, R3.z, R2.x;
ADD_SAT R1.w, R1, R2.y;
ABS R1.w, R1;
CMP R0.w, -R1, c[4].z, R0;
CMP result.color.xyz, -R0.w, R1, R0;
MOV result.color.w, c[2].y;
END
# 64 instructions, 4 R-regs
