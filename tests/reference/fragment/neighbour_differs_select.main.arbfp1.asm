!!ARBfp1.0
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -profile arbfp1
# source file: tests/shaders/fragment/neighbour_differs_select.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile arbfp1
#program main
#semantic main.image : TEXUNIT0
#semantic main.texel
#semantic main.outline
#semantic main.threshold
#var float2 IN.uv : $vin.TEXCOORD0 : TEX0 : 0 : 1
#var sampler2D image : TEXUNIT0 : texunit 0 : 1 : 1
#var float2 texel :  : c[0] : 2 : 1
#var float4 outline :  : c[1] : 3 : 1
#var float threshold :  : c[2] : 4 : 1
#var float4 main : $vout.COLOR : COL : -1 : 1
#const c[3] = 1 0 0.25 0.5
#const c[4] = 0.29899999 0.58700001 0.114
PARAM c[5] = { program.local[0..2],
		{ 1, 0, 0.25, 0.5 },
		{ 0.29899999, 0.58700001, 0.114 } };
TEMP R0;
TEMP R1;
TEMP R2;
TEMP R3;
MOV R1.w, c[3].y;
MOV R1.z, c[0].x;
ADD R0.xy, fragment.texcoord[0], -R1.zwzw;
TEX R0.xyz, R0, texture[0], 2D;
DP3 R1.x, R0, c[4];
ADD R0.zw, fragment.texcoord[0].xyxy, R1;
TEX R2.xyz, R0.zwzw, texture[0], 2D;
DP3 R1.y, R2, c[4];
MOV R3.y, c[0];
MOV R3.x, c[3].y;
ADD R0.xy, fragment.texcoord[0], -R3;
TEX R0.xyz, R0, texture[0], 2D;
DP3 R1.z, R0, c[4];
TEX R0.xyz, fragment.texcoord[0], texture[0], 2D;
ADD R2.xy, fragment.texcoord[0], R3;
TEX R2.xyz, R2, texture[0], 2D;
DP3 R0.w, R0, c[4];
DP3 R1.w, R2, c[4];
ADD R1, R1, -R0.w;
ABS R0.w, c[2].x;
ABS R1, R1;
CMP R1, -R1, c[3].x, c[3].y;
CMP R2.x, -R0.w, c[3], c[3].y;
DP4 R0.w, R1, c[3].z;
ABS R1.y, R2.x;
MOV R1.x, c[2];
CMP R1.y, -R1, c[3], c[3].x;
CMP R1.w, -R1.y, c[3], R1.x;
ADD R1.xyz, -R0, c[1];
MUL R0.w, R0, R1;
MAD result.color.xyz, R0.w, R1, R0;
MOV result.color.w, c[3].x;
END
# 32 instructions, 4 R-regs
