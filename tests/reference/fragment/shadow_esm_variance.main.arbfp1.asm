!!ARBfp1.0
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -profile arbfp1
# source file: tests/shaders/fragment/shadow_esm_variance.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile arbfp1
#program main
#semantic main.momentsMap
#semantic main.expMap
#semantic main.minVariance
#semantic main.esmC
#semantic main.mixFactor
#var float4 shadowUV : $vin.TEXCOORD0 : TEX0 : 0 : 1
#var float4 color : $vin.COLOR0 : COL0 : 1 : 1
#var sampler2D momentsMap :  : texunit 0 : 2 : 1
#var sampler2D expMap :  : texunit 1 : 3 : 1
#var float minVariance :  : c[0] : 4 : 1
#var float esmC :  : c[1] : 5 : 1
#var float mixFactor :  : c[2] : 6 : 1
#var float4 main : $vout.COLOR : COL : -1 : 1
#const c[3] = 1 0 2.718282
PARAM c[4] = { program.local[0..2],
		{ 1, 0, 2.718282 } };
TEMP R0;
TEMP R1;
RCP R0.x, fragment.texcoord[0].w;
MUL R1.xyz, fragment.texcoord[0], R0.x;
TEX R0.xy, R1, texture[0], 2D;
MAD R0.y, -R0.x, R0.x, R0;
ADD R0.z, R1, -R0.x;
MAX R0.y, R0, c[0].x;
MAD R0.z, R0, R0, R0.y;
SGE R0.x, R0, R1.z;
RCP R0.z, R0.z;
ABS R0.w, R0.x;
MUL R0.x, R0.y, R0.z;
CMP R0.y, -R0.w, c[3], c[3].x;
CMP R0.y, -R0, R0.x, c[3].x;
MUL R0.z, R1, -c[1].x;
TEX R0.x, R1, texture[1], 2D;
POW R0.z, c[3].z, R0.z;
MUL_SAT R0.x, R0.z, R0;
ADD R0.x, R0, -R0.y;
MAD R0.x, R0, c[2], R0.y;
MUL result.color.xyz, fragment.color.primary, R0.x;
MOV result.color.w, fragment.color.primary;
END
# 21 instructions, 2 R-regs
