!!ARBfp1.0
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -profile arbfp1
# source file: tests/shaders/fragment/color_mangler.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile arbfp1
#program main_fragment
#semantic main_fragment.s0 : TEXUNIT0
#semantic main_fragment.IN
#semantic main_fragment.gammaBoost
#semantic main_fragment.lum
#semantic main_fragment.sat
#semantic main_fragment.colorMatrix
#var float2 tex : $vin.TEXCOORD0 : TEX0 : 0 : 1
#var sampler2D s0 : TEXUNIT0 : texunit 0 : 1 : 1
#var float2 IN.video_size :  :  : 2 : 0
#var float2 IN.texture_size :  :  : 2 : 0
#var float2 IN.output_size :  :  : 2 : 0
#var float IN.frame_count :  :  : 2 : 0
#var float gammaBoost :  : c[3] : 3 : 1
#var float lum :  : c[4] : 4 : 1
#var float sat :  : c[5] : 5 : 1
#var float3x4 colorMatrix :  : c[0], 3 : 6 : 1
#var float4 main_fragment : $vout.COLOR : COL : -1 : 1
#const c[6] = 2.2 0.30000001 0.58999997 0.11
#const c[7] = 1 0.45454544
PARAM c[8] = { program.local[0..5],
		{ 2.2, 0.30000001, 0.58999997, 0.11 },
		{ 1, 0.45454544 } };
TEMP R0;
TEMP R1;
MOV R0.x, c[6];
ADD R0.w, R0.x, c[3].x;
TEX R0.xyz, fragment.texcoord[0], texture[0], 2D;
POW R0.x, R0.x, R0.w;
POW R0.z, R0.z, R0.w;
POW R0.y, R0.y, R0.w;
DP3 R0.w, R0, c[6].yzww;
ADD R0.xyz, R0, -R0.w;
MAD R0.xyz, R0, c[5].x, R0.w;
MOV R0.w, c[7].x;
MUL R0.xyz, R0, c[4].x;
DP4_SAT R1.x, R0, c[0];
POW result.color.x, R1.x, c[7].y;
DP4_SAT R1.x, R0, c[1];
DP4_SAT R0.x, R0, c[2];
POW result.color.y, R1.x, c[7].y;
POW result.color.z, R0.x, c[7].y;
MOV result.color.w, c[7].x;
END
# 18 instructions, 2 R-regs
