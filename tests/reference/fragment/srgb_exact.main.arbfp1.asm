!!ARBfp1.0
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -profile arbfp1
# source file: tests/shaders/fragment/srgb_exact.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile arbfp1
#program main
#semantic main.tex
#semantic main.exposureStops
#semantic main.avgLum
#var float2 uv : $vin.TEXCOORD0 : TEX0 : 0 : 1
#var sampler2D tex :  : texunit 0 : 1 : 1
#var float exposureStops :  : c[0] : 2 : 1
#var float avgLum :  : c[1] : 3 : 1
#var float4 main : $vout.COLOR : COL : -1 : 1
#const c[2] = 0.077399381 0.94786733 0.040449999 0.055
#const c[3] = 2.4000001 9.9999997e-05 3 12.92
#const c[4] = 0.0031308001 1.0549999 0.41666666 1
PARAM c[5] = { program.local[0..1],
		{ 0.077399381, 0.94786733, 0.040449999, 0.055 },
		{ 2.4000001, 9.9999997e-05, 3, 12.92 },
		{ 0.0031308001, 1.0549999, 0.41666666, 1 } };
TEMP R0;
TEMP R1;
TEMP R2;
TEX R0.xyz, fragment.texcoord[0], texture[0], 2D;
ADD R1.xyz, R0, c[2].w;
MUL R1.xyz, R1, c[2].y;
MOV R0.w, c[3].y;
MAX R0.w, R0, c[1].x;
LG2 R0.w, R0.w;
ADD R0.w, -R0, c[0].x;
ADD R0.w, R0, -c[3].z;
POW R1.x, R1.x, c[3].x;
POW R1.y, R1.y, c[3].x;
POW R1.z, R1.z, c[3].x;
MAD R2.xyz, -R0, c[2].x, R1;
SGE R1.xyz, R0, c[2].z;
MUL R0.xyz, R0, c[2].x;
MAD R0.xyz, R1, R2, R0;
EX2 R0.w, R0.w;
MUL_SAT R1.xyz, R0, R0.w;
MUL R2.xyz, R1, c[3].w;
POW R0.x, R1.x, c[4].z;
POW R0.y, R1.y, c[4].z;
POW R0.z, R1.z, c[4].z;
MAD R0.xyz, R0, c[4].y, -R2;
ADD R0.xyz, R0, -c[2].w;
SGE R1.xyz, R1, c[4].x;
MAD result.color.xyz, R1, R0, R2;
MOV result.color.w, c[4];
END
# 26 instructions, 3 R-regs
