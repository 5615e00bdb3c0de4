!!ARBfp1.0
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -profile arbfp1
# source file: tests/shaders/fragment/latlong_envmap.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile arbfp1
#program main
#semantic main.panorama
#semantic main.rotation
#semantic main.intensity
#var float3 dir : $vin.TEXCOORD0 : TEX0 : 0 : 1
#var sampler2D panorama :  : texunit 0 : 1 : 1
#var float rotation :  : c[0] : 2 : 1
#var float intensity :  : c[1] : 3 : 1
#var float4 main : $vout.COLOR : COL : -1 : 1
#const c[2] = 0 1 -0.01348047 0.05747731
#const c[3] = 0.1212391 0.1956359 0.33299461 0.99999559
#const c[4] = 1.570796 3.141593 0.15915494 0.5
#const c[5] = -1 -0.018729299 0.074261002 0.21211439
#const c[6] = 1.570729 2 0.31830987
PARAM c[7] = { program.local[0..1],
		{ 0, 1, -0.01348047, 0.05747731 },
		{ 0.1212391, 0.1956359, 0.33299461, 0.99999559 },
		{ 1.570796, 3.141593, 0.15915494, 0.5 },
		{ -1, -0.018729299, 0.074261002, 0.21211439 },
		{ 1.570729, 2, 0.31830987 } };
TEMP R0;
TEMP R1;
DP3 R0.x, fragment.texcoord[0], fragment.texcoord[0];
RSQ R0.x, R0.x;
MUL R0.xyz, R0.x, fragment.texcoord[0];
ABS R0.w, -R0.z;
ABS R1.x, R0;
MAX R1.y, R0.w, R1.x;
RCP R1.z, R1.y;
MIN R1.y, R0.w, R1.x;
MUL R1.y, R1, R1.z;
MUL R1.z, R1.y, R1.y;
SLT R0.w, R0, R1.x;
MAD R1.w, R1.z, c[2].z, c[2];
MAD R1.w, R1, R1.z, -c[3].x;
MAD R1.w, R1, R1.z, c[3].y;
MAD R1.w, R1, R1.z, -c[3].z;
MAD R1.z, R1.w, R1, c[3].w;
MUL R1.x, R1.z, R1.y;
ABS R0.w, R0;
MIN R0.y, R0, c[2];
SLT R0.z, -R0, c[2].x;
ABS R0.z, R0;
ADD R1.y, -R1.x, c[4].x;
CMP R0.w, -R0, c[2].x, c[2].y;
CMP R0.w, -R0, R1.x, R1.y;
MAX R0.y, R0, c[5].x;
ABS R1.y, R0;
ADD R1.x, -R0.w, c[4].y;
CMP R0.z, -R0, c[2].x, c[2].y;
CMP R0.z, -R0, R0.w, R1.x;
MAD R1.z, R1.y, c[5].y, c[5];
MAD R1.x, R1.y, R1.z, -c[5].w;
ADD R0.w, -R1.y, c[2].y;
MAD R1.y, R1, R1.x, c[6].x;
RSQ R1.x, R0.w;
SLT R0.w, R0.x, c[2].x;
RCP R0.x, R1.x;
MAD R0.x, -R0, R1.y, c[4];
SLT R0.y, R0, c[2].x;
MUL R1.x, R0.y, R0;
ABS R0.w, R0;
CMP R0.y, -R0.w, c[2].x, c[2];
CMP R0.y, -R0, R0.z, -R0.z;
MAD R0.z, -R1.x, c[6].y, R0.x;
MUL R0.x, R0.y, c[4].z;
MUL R0.y, R0.z, c[6].z;
ADD R0.x, R0, c[0];
ADD R0.y, R0, c[4].w;
ADD R0.x, R0, c[4].w;
TEX R0, R0, texture[0], 2D;
MUL result.color, R0, c[1].x;
END
# 50 instructions, 2 R-regs
