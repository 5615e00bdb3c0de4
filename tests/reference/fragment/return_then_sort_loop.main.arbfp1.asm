!!ARBfp1.0
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -profile arbfp1
# source file: tests/shaders/fragment/return_then_sort_loop.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile arbfp1
#program main
#semantic main.image : TEXUNIT0
#semantic main.texel
#semantic strength
#semantic keep_levels
#var float2 IN.uv : $vin.TEXCOORD0 : TEX0 : 0 : 1
#var sampler2D image : TEXUNIT0 : texunit 0 : 1 : 1
#var float2 texel :  : c[0] : 2 : 1
#var float strength :  : c[1] : -1 : 1
#var float keep_levels :  : c[2] : -1 : 1
#var float4 main : $vout.COLOR : COL : -1 : 1
#const c[3] = 0.99000001 0.0099999998 0 1
#const c[4] = 0.5 0.29899999 0.58700001 0.114
PARAM c[5] = { program.local[0..2],
		{ 0.99000001, 0.0099999998, 0, 1 },
		{ 0.5, 0.29899999, 0.58700001, 0.114 } };
TEMP R0;
TEMP R1;
TEMP R2;
TEMP R3;
TEMP R4;
TEX R0, fragment.texcoord[0], texture[0], 2D;
DP3 R2.w, R0, c[4].yzww;
MOV R3.y, c[3].z;
MOV R3.x, c[0];
ADD R2.xy, fragment.texcoord[0], R3;
TEX R2.xyz, R2, texture[0], 2D;
DP3 R2.x, R2, c[4].yzww;
ADD R3.xy, fragment.texcoord[0], -R3;
TEX R3.xyz, R3, texture[0], 2D;
DP3 R4.x, R3, c[4].yzww;
MAX R3.w, R2, R2.x;
MAX R4.y, R3.w, R4.x;
MOV R3.y, c[0];
MOV R3.x, c[3].z;
ADD R2.xy, fragment.texcoord[0], R3;
TEX R2.xyz, R2, texture[0], 2D;
DP3 R2.x, R2, c[4].yzww;
ADD R3.xy, fragment.texcoord[0], -R3;
TEX R3.xyz, R3, texture[0], 2D;
DP3 R2.z, R3, c[4].yzww;
MAX R2.y, R4, R2.x;
MIN R2.z, R2.y, R2;
MIN R2.y, R4, R2.x;
MIN R2.x, R3.w, R4;
MAX R2.x, R2, R2.y;
MIN R2.x, R2, R2.z;
ADD R2.x, R2.w, -R2;
MUL R3.x, R2, c[1];
SLT R2.x, c[3], R0.w;
SLT R0.w, R0, c[3].y;
ADD_SAT R2.w, R2.x, R0;
MOV R2.y, c[2].x;
CMP R1, -R2.w, c[3].zwzw, R1;
CMP R0.w, -R2, c[3].z, c[3];
SLT R2.x, c[4], R2.y;
MUL R2.x, R0.w, R2;
SLT R2.z, c[3], R3.x;
MUL R3.w, R2.x, R2.z;
CMP R3.z, -R3.w, c[3], R0.w;
MUL R3.y, R2.x, R3.z;
MAD R2.xyz, R3.x, c[4].x, R0;
MOV R2.w, c[3];
CMP R2, -R3.w, R2, R1;
ADD R1.xyz, R0, R3.x;
MOV R1.w, c[3];
CMP R1, -R3.y, R1, R2;
CMP R3.z, -R3.y, c[3], R3;
MUL R2.x, R0.w, R3.z;
ADD_SAT R0.xyz, R0, R3.x;
MOV R0.w, c[3];
CMP result.color, -R2.x, R0, R1;
END
# 51 instructions, 5 R-regs
