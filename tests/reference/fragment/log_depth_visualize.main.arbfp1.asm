!!ARBfp1.0
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -profile arbfp1
# source file: tests/shaders/fragment/log_depth_visualize.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile arbfp1
#program main
#semantic main.depthTex
#semantic main.nearFar
#var float2 uv : $vin.TEXCOORD0 : TEX0 : 0 : 1
#var sampler2D depthTex :  : texunit 0 : 1 : 1
#var float2 nearFar :  : c[0] : 2 : 1
#var float4 main : $vout.COLOR : COL : -1 : 1
#const c[1] = 1.442695 0.69314718 1 0.30103001
#const c[2] = 2.718282 -0.1 2
PARAM c[3] = { program.local[0],
		{ 1.442695, 0.69314718, 1, 0.30103001 },
		{ 2.718282, -0.1, 2 } };
TEMP R0;
TEMP R1;
RCP R0.w, c[0].x;
ADD R0.y, c[0], -c[0].x;
TEX R0.x, fragment.texcoord[0], texture[0], 2D;
MAD R0.x, -R0, R0.y, c[0].y;
RCP R0.y, R0.x;
MUL R0.x, c[0], c[0].y;
MUL R0.z, R0.x, R0.y;
LG2 R0.x, R0.z;
MUL R0.y, R0.w, c[0];
MUL R0.z, R0, R0.w;
MUL R0.x, R0, c[1].w;
LG2 R1.x, R0.y;
RCP R1.x, R1.x;
ADD R0.y, R0.x, -c[2].z;
ABS R0.y, R0;
MUL R0.y, R0, c[2];
MUL R0.w, R1.x, c[1].x;
LG2 R0.z, R0.z;
MUL R0.z, R0, R0.w;
MUL R1.x, R0.z, c[1].y;
ADD R1.y, -R1.x, c[1].z;
POW R0.y, c[2].x, R0.y;
FRC R1.z, R0.x;
MUL result.color.xyz, R1, R0.y;
MOV result.color.w, c[1].z;
END
# 25 instructions, 2 R-regs
