!!ARBfp1.0
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -profile arbfp1
# source file: tests/shaders/fragment/pixelate_posterize.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile arbfp1
#program main
#semantic main.tex
#semantic main.blocks
#semantic main.levels
#semantic main.outline
#var float2 uv : $vin.TEXCOORD0 : TEX0 : 0 : 1
#var sampler2D tex :  : texunit 0 : 1 : 1
#var float2 blocks :  : c[0] : 2 : 1
#var float levels :  : c[1] : 3 : 1
#var float outline :  : c[2] : 4 : 1
#var float4 main : $vout.COLOR : COL : -1 : 1
#const c[3] = 1 0 0.5 0.333
#const c[4] = 0.2
PARAM c[5] = { program.local[0..2],
		{ 1, 0, 0.5, 0.333 },
		{ 0.2 } };
TEMP R0;
TEMP R1;
MUL R0.xy, fragment.texcoord[0], c[0];
FLR R0.xy, R0;
ADD R1.xy, R0, c[3].z;
RCP R0.x, c[0].x;
MOV R0.z, R0.x;
RCP R0.w, c[0].y;
MUL R0.zw, R1.xyxy, R0;
TEX R1.xyz, R0.zwzw, texture[0], 2D;
MOV R0.y, c[3];
ADD R0.xy, R0.zwzw, R0;
MUL R1.xyz, R1, c[1].x;
RCP R0.z, c[1].x;
FLR R1.xyz, R1;
MUL R1.xyz, R1, R0.z;
TEX R0.xyz, R0, texture[0], 2D;
DP3 R0.x, R0, c[3].w;
DP3 R0.w, R1, c[3].w;
ADD R0.x, R0, -R0.w;
ABS R0.x, R0;
SLT R0.x, c[4], R0;
ABS R0.x, R0;
CMP R0.z, -R0.x, c[3].y, c[3].x;
MOV R0.y, c[2].x;
SLT R0.y, c[3], R0;
MUL R0.y, R0, R0.z;
MOV R0.x, c[4];
CMP R0.x, -R0.y, c[3], R0;
MUL R0.xyz, R1, R0.x;
CMP result.color.xyz, -c[2].x, R0, R1;
MOV result.color.w, c[3].x;
END
# 30 instructions, 2 R-regs
