!!ARBfp1.0
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -profile arbfp1
# source file: tests/shaders/fragment/ntsc_yiq_blend.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile arbfp1
#program main_fragment
#semantic main_fragment.s0 : TEXUNIT0
#semantic main_fragment.IN
#var float2 tex : $vin.TEXCOORD0 : TEX0 : 0 : 1
#var sampler2D s0 : TEXUNIT0 : texunit 0 : 1 : 1
#var float2 IN.video_size :  :  : 2 : 0
#var float2 IN.texture_size :  : c[0] : 2 : 1
#var float2 IN.output_size :  :  : 2 : 0
#var float IN.frame_count :  : c[1] : 2 : 1
#var float4 main_fragment : $vout.COLOR : COL : -1 : 1
#const c[2] = 0.5 0 2 3.1415927
#const c[3] = 1.5707964 0 0.050000001 1
#const c[4] = 0.33333334 1 -1.1059999 1.7029999
#const c[5] = 0.211 -0.523 0.31200001 -2
#const c[6] = 0.59600002 -0.27399999 -0.322
#const c[7] = 0.29899999 0.58700001 0.114
#const c[8] = 1 -0.27200001 -0.64700001
#const c[9] = 1 0.95599997 0.62099999
PARAM c[10] = { program.local[0..1],
		{ 0.5, 0, 2, 3.1415927 },
		{ 1.5707964, 0, 0.050000001, 1 },
		{ 0.33333334, 1, -1.1059999, 1.7029999 },
		{ 0.211, -0.523, 0.31200001, -2 },
		{ 0.59600002, -0.27399999, -0.322 },
		{ 0.29899999, 0.58700001, 0.114 },
		{ 1, -0.27200001, -0.64700001 },
		{ 1, 0.95599997, 0.62099999 } };
TEMP R0;
TEMP R1;
TEMP R2;
TEMP R3;
MOV R0.w, c[1].x;
MUL R0.w, R0, c[2].x;
ABS R0.w, R0;
FRC R0.w, R0;
RCP R2.z, c[0].x;
MOV R2.w, c[2].y;
MAD R0.xy, R2.zwzw, c[5].w, fragment.texcoord[0];
TEX R1.xyz, R0, texture[0], 2D;
DP3 R1.w, R1, c[5];
ADD R0.xy, -R2.zwzw, fragment.texcoord[0];
DP3 R1.z, R1, c[6];
TEX R0.xyz, R0, texture[0], 2D;
DP3 R1.x, R0, c[6];
DP3 R1.y, R0, c[5];
TEX R0.xyz, fragment.texcoord[0], texture[0], 2D;
ADD R3.xy, R1.zwzw, R1;
ADD R1.xy, R2.zwzw, fragment.texcoord[0];
TEX R1.xyz, R1, texture[0], 2D;
DP3 R1.w, R1, c[5];
DP3 R1.z, R1, c[6];
DP3 R2.x, R0, c[6];
DP3 R2.y, R0, c[5];
MAD R2.xy, R3, c[2].x, R2;
MAD R2.xy, R1.zwzw, c[2].x, R2;
MAD R1.xy, R2.zwzw, c[2].z, fragment.texcoord[0];
MOV R1.w, c[2].y;
SLT R2.z, c[1].x, R1.w;
DP3 R0.x, R0, c[7];
TEX R1.xyz, R1, texture[0], 2D;
ABS R2.z, R2;
MOV R1.w, c[3];
CMP R1.w, -R2.z, c[2].y, R1;
MUL R2.z, fragment.texcoord[0].y, c[0].y;
MUL R0.w, R0, c[2].z;
CMP R0.w, -R1, R0, -R0;
DP3 R1.w, R1, c[5];
MUL R2.z, R2, c[3].x;
MAD R0.w, R0, c[2], R2.z;
COS R0.w, R0.w;
DP3 R1.z, R1, c[6];
MAD R0.w, R0, c[3].z, c[3];
MAD R1.xy, R1.zwzw, c[2].x, R2;
MUL R1.xy, R1, R0.w;
MUL R0.yz, R1.xxyw, c[4].x;
DP3 result.color.x, R0, c[9];
DP3 result.color.y, R0, c[8];
DP3 result.color.z, R0, c[4].yzww;
MOV result.color.w, c[3];
END
# 48 instructions, 4 R-regs
