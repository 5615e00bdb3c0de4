!!ARBfp1.0
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -profile arbfp1
# source file: tests/shaders/fragment/array_constructor_unsized.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile arbfp1
#program main
#semantic main.range
#semantic coeffs_x
#semantic coeffs_y
#var float2 texCoord : $vin.TEXCOORD0 : TEX0 : 0 : 1
#var float range :  : c[0] : 1 : 1
#var float4 main : $vout.COLOR : COL : -1 : 1
#const c[1] = 0.5 3 1 0.66666669
#const c[2] = -1 0.07692308 -0.18181819 -0.11111111
#const c[3] = 0.5714286 -0.2 -0.66666669 1.5
#const c[4] = -0.36363637 0.44444445 0.2857143 -0.80000001
#const c[5] = 0.25
PARAM c[6] = { program.local[0],
		{ 0.5, 3, 1, 0.66666669 },
		{ -1, 0.07692308, -0.18181819, -0.11111111 },
		{ 0.5714286, -0.2, -0.66666669, 1.5 },
		{ -0.36363637, 0.44444445, 0.2857143, -0.80000001 },
		{ 0.25 } };
TEMP R0;
TEMP R1;
TEMP R2;
MUL R0.x, fragment.texcoord[0], c[1].y;
FRC R0.y, R0.x;
MOV R0.x, c[1];
MAD R0.w, R0.y, c[1].y, c[1].z;
MAD R0.z, R0.x, c[0].x, R0.w;
MUL R0.z, R0, c[1].w;
MIN R0.z, R0, c[1];
MAX R1.x, R0.z, c[2];
MUL R0.z, R1.x, R1.x;
MUL R1.y, R1.x, R0.z;
MAD R1.z, R1.y, c[3], R1.x;
MUL R1.x, R1.y, R0.z;
MAD R1.y, R1.x, c[3], R1.z;
MUL R1.x, R1, R0.z;
MAD R0.w, R0.x, -c[0].x, R0;
MUL R1.z, R0.w, c[1].w;
MUL R0.w, R1.x, R0.z;
MAD R1.y, R1.x, c[3].x, R1;
MIN R1.x, R1.z, c[1].z;
MAX R1.z, R1.x, c[2].x;
MUL R1.x, R0.w, R0.z;
MAD R1.y, R0.w, c[2].w, R1;
MUL R0.w, R1.z, R1.z;
MUL R1.w, R1.z, R0;
MAD R1.y, R1.x, c[2].z, R1;
MUL R0.z, R1.x, R0;
MAD R1.x, R0.z, c[2].y, R1.y;
MUL R0.z, R1.w, R0.w;
MAD R1.y, R1.w, c[3].z, R1.z;
MAD R1.y, R0.z, c[3], R1;
MUL R0.z, R0, R0.w;
MAD R1.z, R0, c[3].x, R1.y;
MUL R1.y, R0.z, R0.w;
MUL R0.z, R0.y, c[1].y;
MUL R0.y, R1, R0.w;
MAD R1.z, R1.y, c[2].w, R1;
ADD R1.y, R0.z, -c[1].z;
MAD R1.z, R0.y, c[2], R1;
MUL R0.y, R0, R0.w;
MAD R1.w, R0.x, c[0].x, R1.y;
MAD R0.y, R0, c[2], R1.z;
ADD R1.x, R1, -R0.y;
RCP R0.y, c[0].x;
MUL R1.x, R1, R0.y;
MAD R2.x, R0, -c[0], R1.y;
MUL R0.w, R1, c[1];
MIN R0.w, R0, c[1].z;
MAX R1.z, R0.w, c[2].x;
MUL R0.w, R1.z, R1.z;
MUL R1.w, R1.z, R0;
MUL R1.w, R1, R0;
MUL R1.y, R1.w, R0.w;
MAD R1.z, R1.w, c[4].w, R1;
MUL R2.x, R2, c[1].w;
MIN R1.w, R2.x, c[1].z;
MAD R2.x, R1.y, c[4].z, R1.z;
MUL R1.y, R1, R0.w;
MAX R1.w, R1, c[2].x;
MUL R1.z, R1.w, R1.w;
MAD R2.x, R1.y, c[4].y, R2;
MUL R1.y, R1, R0.w;
MAD R2.y, R1, c[4].x, R2.x;
MUL R2.z, R1.w, R1;
MUL R2.x, R2.z, R1.z;
MUL R0.w, R1.y, R0;
MAD R1.y, R0.w, c[2], R2;
MUL R0.w, R2.x, R1.z;
MAD R1.w, R2.x, c[4], R1;
MAD R2.x, R0.w, c[4].z, R1.w;
MUL R1.w, R0, R1.z;
MAD R0.w, R0.x, -c[0].x, R0.z;
MAD R2.y, R1.w, c[4], R2.x;
MUL R2.x, R1.w, R1.z;
MAD R0.x, R0, c[0], R0.z;
MUL R0.w, R0, c[1];
MIN R0.w, R0, c[1].z;
MAX R1.w, R0, c[2].x;
MUL R0.x, R0, c[1].w;
MUL R0.w, R1, R1;
MUL R1.z, R2.x, R1;
MAD R2.y, R2.x, c[4].x, R2;
MAD R2.x, R1.z, c[2].y, R2.y;
MUL R1.z, R1.w, R0.w;
MAD R1.w, R1.z, c[3].z, R1;
MUL R1.z, R1, R0.w;
MAD R1.w, R1.z, c[3].y, R1;
MUL R1.z, R1, R0.w;
ADD R1.y, R1, -R2.x;
MUL R0.z, R1, R0.w;
MAD R1.w, R1.z, c[3].x, R1;
MAD R1.w, R0.z, c[2], R1;
MUL R0.z, R0, R0.w;
MAD R2.x, R0.z, c[2].z, R1.w;
MUL R0.z, R0, R0.w;
MIN R0.x, R0, c[1].z;
MAX R1.z, R0.x, c[2].x;
MUL R0.x, R1.z, R1.z;
MUL R1.w, R1.z, R0.x;
MUL R0.w, R1, R0.x;
MAD R1.z, R1.w, c[3], R1;
MAD R1.z, R0.w, c[3].y, R1;
MUL R0.w, R0, R0.x;
MAD R1.z, R0.w, c[3].x, R1;
MUL R0.w, R0, R0.x;
MAD R1.z, R0.w, c[2].w, R1;
MUL R0.w, R0, R0.x;
MAD R0.z, R0, c[2].y, R2.x;
MAD R1.z, R0.w, c[2], R1;
MUL R0.x, R0.w, R0;
MAD R0.x, R0, c[2].y, R1.z;
ADD R0.x, R0, -R0.z;
MUL R0.z, R0.y, R1.y;
MUL R0.x, R0.y, R0;
MUL R1.x, R1, c[3].w;
MUL R1.z, R0, c[3].w;
MUL R1.y, R0.x, c[3].w;
MUL R0.xyz, R1, c[1].x;
ADD result.color.xyz, R0, c[5].x;
MOV result.color.w, c[1].y;
END
# 119 instructions, 3 R-regs
