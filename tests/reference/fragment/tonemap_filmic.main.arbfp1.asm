!!ARBfp1.0
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -profile arbfp1
# source file: tests/shaders/fragment/tonemap_filmic.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile arbfp1
#program main
#semantic main.hdrTex
#semantic main.exposure
#semantic main.whitePoint
#var float2 uv : $vin.TEXCOORD0 : TEX0 : 0 : 1
#var sampler2D hdrTex :  : texunit 0 : 1 : 1
#var float exposure :  : c[0] : 2 : 1
#var float whitePoint :  : c[1] : 3 : 1
#var float4 main : $vout.COLOR : COL : -1 : 1
#const c[2] = 2 0.15000001 0.050000001 0.0040000002
#const c[3] = 0.5 0.060000002 0.066666663 0.45454544
#const c[4] = 1
PARAM c[5] = { program.local[0..1],
		{ 2, 0.15000001, 0.050000001, 0.0040000002 },
		{ 0.5, 0.060000002, 0.066666663, 0.45454544 },
		{ 1 } };
TEMP R0;
TEMP R1;
TEMP R2;
TEX R0.xyz, fragment.texcoord[0], texture[0], 2D;
MUL R0.xyz, R0, c[0].x;
MUL R1.xyz, R0, c[2].x;
MUL R0.xyz, R1, c[2].y;
ADD R2.xyz, R0, c[3].x;
MAD R0.xyz, R1, c[2].y, c[2].z;
MOV R0.w, c[2].y;
MUL R0.w, R0, c[1].x;
ADD R1.w, R0, c[3].x;
MOV R0.w, c[1].x;
MUL R1.w, R1, c[1].x;
MAD R0.w, R0, c[2].y, c[2].z;
ADD R1.w, R1, c[3].y;
MUL R0.w, R0, c[1].x;
MAD R2.xyz, R1, R2, c[3].y;
MAD R0.xyz, R1, R0, c[2].w;
RCP R1.x, R2.x;
RCP R1.y, R2.y;
RCP R1.z, R2.z;
MAD R0.xyz, R0, R1, -c[3].z;
RCP R1.w, R1.w;
ADD R0.w, R0, c[2];
MAD R0.w, R0, R1, -c[3].z;
RCP R1.x, R0.w;
RCP R1.z, R0.w;
RCP R1.y, R0.w;
MUL_SAT R0.xyz, R0, R1;
POW result.color.x, R0.x, c[3].w;
POW result.color.y, R0.y, c[3].w;
POW result.color.z, R0.z, c[3].w;
MOV result.color.w, c[4].x;
END
# 31 instructions, 3 R-regs
