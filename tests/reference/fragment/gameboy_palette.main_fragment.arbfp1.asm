!!ARBfp1.0
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -profile arbfp1
# source file: tests/shaders/fragment/gameboy_palette.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile arbfp1
#program main_fragment
#semantic main_fragment.s0 : TEXUNIT0
#semantic main_fragment.IN
#semantic main_fragment.shade0
#semantic main_fragment.shade1
#semantic main_fragment.shade2
#semantic main_fragment.shade3
#var float2 tex : $vin.TEXCOORD0 : TEX0 : 0 : 1
#var sampler2D s0 : TEXUNIT0 : texunit 0 : 1 : 1
#var float2 IN.video_size :  :  : 2 : 0
#var float2 IN.texture_size :  :  : 2 : 0
#var float2 IN.output_size :  :  : 2 : 0
#var float IN.frame_count :  :  : 2 : 0
#var float3 shade0 :  : c[0] : 3 : 1
#var float3 shade1 :  : c[1] : 4 : 1
#var float3 shade2 :  : c[2] : 5 : 1
#var float3 shade3 :  : c[3] : 6 : 1
#var float4 main_fragment : $vout.COLOR : COL : -1 : 1
#const c[4] = 1 0 3.9990001 2
#const c[5] = 0.29899999 0.58700001 0.114 3
PARAM c[6] = { program.local[0..3],
		{ 1, 0, 3.9990001, 2 },
		{ 0.29899999, 0.58700001, 0.114, 3 } };
TEMP R0;
TEMP R1;
TEX R0.xyz, fragment.texcoord[0], texture[0], 2D;
DP3_SAT R0.x, R0, c[5];
MUL R0.x, R0, c[4].z;
FLR R0.y, R0.x;
SLT R0.x, R0.y, c[5].w;
SLT R0.z, R0.y, c[4].w;
ABS R0.x, R0;
SLT R0.y, R0, c[4].x;
ABS R0.y, R0;
ABS R0.z, R0;
CMP R0.w, -R0.y, c[4].y, c[4].x;
CMP R0.z, -R0, c[4].y, c[4].x;
MUL R1.x, R0.w, R0.z;
CMP R1.y, -R0.x, c[4], c[4].x;
MOV R0.xyz, c[2];
MUL R1.y, R1.x, R1;
CMP R0.xyz, -R1.y, c[3], R0;
CMP R0.xyz, -R1.x, R0, c[1];
CMP result.color.xyz, -R0.w, R0, c[0];
MOV result.color.w, c[4].x;
END
# 20 instructions, 2 R-regs
