!!ARBfp1.0
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -profile arbfp1
# source file: tests/shaders/fragment/texrect_video.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile arbfp1
#program main
#semantic main.texY
#semantic main.texU
#semantic main.texV
#var float2 uvY : $vin.TEXCOORD0 : TEX0 : 0 : 1
#var float2 uvC : $vin.TEXCOORD1 : TEX1 : 1 : 1
#var samplerRECT texY :  : texunit 0 : 2 : 1
#var samplerRECT texU :  : texunit 1 : 3 : 1
#var samplerRECT texV :  : texunit 2 : 4 : 1
#var float4 main : $vout.COLOR : COL : -1 : 1
#const c[0] = 1.1643 0.0625 1.5958 0.5
#const c[1] = 0.39173001 0.81290001 2.017 1
PARAM c[2] = { { 1.1643, 0.0625, 1.5958, 0.5 },
		{ 0.39173001, 0.81290001, 2.017, 1 } };
TEMP R0;
TEMP R1;
TEX R0.x, fragment.texcoord[0], texture[0], RECT;
ADD R0.z, R0.x, -c[0].y;
TEX R1.x, fragment.texcoord[1], texture[2], RECT;
TEX R0.x, fragment.texcoord[1], texture[1], RECT;
MUL R0.z, R0, c[0].x;
ADD R0.x, R0, -c[0].w;
ADD R0.y, R1.x, -c[0].w;
MAD R0.w, -R0.x, c[1].x, R0.z;
MAD result.color.x, R0.y, c[0].z, R0.z;
MAD result.color.y, -R0, c[1], R0.w;
MAD result.color.z, R0.x, c[1], R0;
MOV result.color.w, c[1];
END
# 12 instructions, 2 R-regs
