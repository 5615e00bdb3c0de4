!!ARBfp1.0
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -profile arbfp1
# source file: tests/shaders/fragment/dithering_bayer_math.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile arbfp1
#program main
#semantic main.tex
#semantic main.levels
#var float2 uv : $vin.TEXCOORD0 : TEX0 : 0 : 1
#var float2 pixel : $vin.TEXCOORD1 : TEX1 : 1 : 1
#var sampler2D tex :  : texunit 0 : 2 : 1
#var float levels :  : c[0] : 3 : 1
#var float4 main : $vout.COLOR : COL : -1 : 1
#const c[1] = 1 0.5 2 3
#const c[2] = 0 0.25 4 0.0625
PARAM c[3] = { program.local[0],
		{ 1, 0.5, 2, 3 },
		{ 0, 0.25, 4, 0.0625 } };
TEMP R0;
TEMP R1;
FLR R0.xy, fragment.texcoord[1];
MUL R0.zw, R0.xyxy, c[1].y;
FLR R1.xy, R0.zwzw;
MUL R1.zw, R1.xyxy, c[1].y;
ABS R1.zw, R1;
FRC R1.zw, R1;
MUL R1.zw, R1, c[1].z;
CMP R1.xy, R1, -R1.zwzw, R1.zwzw;
ABS R0.zw, R0;
FRC R0.zw, R0;
MUL R0.zw, R0, c[1].z;
CMP R0.xy, R0, -R0.zwzw, R0.zwzw;
MUL R0.y, R0, c[1].z;
MUL R0.x, R0, c[1].w;
ADD R0.z, R0.y, R0.x;
SLT R0.x, R0.y, -R0;
MUL R1.y, R1, c[1].z;
MUL R1.x, R1, c[1].w;
ADD R1.z, R1.y, R1.x;
MUL R1.z, R1, c[2].y;
ABS R0.w, R1.z;
SLT R1.x, R1.y, -R1;
FRC R0.w, R0;
MUL R1.z, R0, c[2].y;
MUL R0.z, R0.w, c[2];
MOV R0.w, c[1].x;
ABS R1.x, R1;
CMP R1.x, -R1, c[2], R0.w;
CMP R0.z, -R1.x, R0, -R0;
ABS R1.x, R1.z;
FRC R0.y, R1.x;
ABS R0.x, R0;
CMP R0.x, -R0, c[2], R0.w;
MUL R0.y, R0, c[2].z;
CMP R0.x, -R0, R0.y, -R0.y;
MAD R0.x, R0, c[2].z, R0.z;
ADD R0.x, R0, c[1].y;
MUL R0.x, R0, c[2].w;
ADD R1.x, R0, -c[1].y;
ADD R0.w, -R0, c[0].x;
TEX R0.xyz, fragment.texcoord[0], texture[0], 2D;
MAD R0.xyz, R0, R0.w, R1.x;
ADD R0.xyz, R0, c[1].y;
RCP R0.w, R0.w;
FLR R0.xyz, R0;
MUL result.color.xyz, R0, R0.w;
MOV result.color.w, c[1].x;
END
# 47 instructions, 2 R-regs
