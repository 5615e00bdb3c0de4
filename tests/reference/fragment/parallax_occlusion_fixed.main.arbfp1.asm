!!ARBfp1.0
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -profile arbfp1
# source file: tests/shaders/fragment/parallax_occlusion_fixed.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile arbfp1
#program main
#semantic main.heightMap
#semantic main.colorMap
#semantic main.heightScale
#var float2 uv : $vin.TEXCOORD0 : TEX0 : 0 : 1
#var float3 viewT : $vin.TEXCOORD1 : TEX1 : 1 : 1
#var sampler2D heightMap :  : texunit 0 : 2 : 1
#var sampler2D colorMap :  : texunit 1 : 3 : 1
#var float heightScale :  : c[0] : 4 : 1
#var float4 main : $vout.COLOR : COL : -1 : 1
#const c[1] = 0.125 1 0 -2
PARAM c[2] = { program.local[0],
		{ 0.125, 1, 0, -2 } };
TEMP R0;
TEMP R1;
TEMP R2;
TEMP R3;
TEMP R4;
TEMP R5;
TEMP R6;
TEMP R7;
DP3 R0.x, fragment.texcoord[1], fragment.texcoord[1];
RSQ R0.y, R0.x;
MUL R1.xyz, R0.y, fragment.texcoord[1];
TEX R0.x, fragment.texcoord[0], texture[0], 2D;
SLT R0.z, R0.x, c[1].y;
RCP R0.y, R1.z;
ABS R1.z, R0;
MUL R0.zw, -R1.xyxy, R0.y;
CMP R0.y, -R1.z, c[1].z, c[1];
CMP R2.y, -R0, c[1].z, c[1];
MUL R0.zw, R0, c[0].x;
MUL R0.zw, R0, c[1].x;
MAD R3.zw, R0, R2.y, fragment.texcoord[0].xyxy;
ADD R0.x, R0, c[1].w;
MAD R3.y, -R2, c[1].x, c[1];
TEX R4.x, R3.zwzw, texture[0], 2D;
SLT R0.y, R4.x, R3;
ABS R0.y, R0;
CMP R0.y, -R0, c[1].z, c[1];
CMP R4.y, -R0, c[1].z, c[1];
MAD R2.zw, R0, R4.y, R3;
MAD R6.y, -R4, c[1].x, R3;
TEX R3.x, R2.zwzw, texture[0], 2D;
SLT R0.y, R3.x, R6;
ABS R0.y, R0;
CMP R0.y, -R0, c[1].z, c[1];
CMP R6.z, -R0.y, c[1], c[1].y;
MAD R1.zw, R0, R6.z, R2;
TEX R2.x, R1.zwzw, texture[0], 2D;
MAD R6.w, -R6.z, c[1].x, R6.y;
SLT R0.y, R2.x, R6.w;
ABS R0.y, R0;
CMP R0.y, -R0, c[1].z, c[1];
CMP R0.y, -R0, c[1].z, c[1];
MAD R4.zw, R0, R0.y, R1;
MAD R1.y, -R0, c[1].x, R6.w;
TEX R1.x, R4.zwzw, texture[0], 2D;
SLT R5.x, R1, R1.y;
ABS R5.z, R5.x;
CMP R5.z, -R5, c[1], c[1].y;
ADD R5.xy, fragment.texcoord[0], -fragment.texcoord[0];
MAD R5.xy, R2.y, R5, fragment.texcoord[0];
CMP R7.x, -R5.z, c[1].z, c[1].y;
ADD R5.zw, R3, -R5.xyxy;
MAD R5.zw, R4.y, R5, R5.xyxy;
MAD R3.zw, R0, R7.x, R4;
MAD R0.x, R2.y, R0, c[1].y;
ADD R2.zw, R2, -R5;
MAD R2.zw, R6.z, R2, R5;
ADD R1.zw, R1, -R2;
MAD R1.zw, R0.y, R1, R2;
ADD R2.zw, R4, -R1;
ADD R2.y, R4.x, -R3;
ADD R2.y, R2, -R0.x;
MAD R2.y, R4, R2, R0.x;
ADD R0.x, R3, -R6.y;
ADD R0.x, R0, -R2.y;
MAD R2.y, R6.z, R0.x, R2;
ADD R0.x, R2, -R6.w;
ADD R2.x, R0, -R2.y;
MAD R2.x, R0.y, R2, R2.y;
ADD R0.y, R1.x, -R1;
MAD R5.y, -R7.x, c[1].x, R1;
ADD R1.x, R0.y, -R2;
TEX R5.x, R3.zwzw, texture[0], 2D;
MAD R1.y, R7.x, R1.x, R2.x;
ADD R1.x, R5, -R5.y;
SLT R5.z, R5.x, R5.y;
ABS R5.z, R5;
CMP R5.z, -R5, c[1], c[1].y;
CMP R4.z, -R5, c[1], c[1].y;
MAD R2.zw, R7.x, R2, R1;
MAD R1.zw, R0, R4.z, R3;
ADD R3.zw, R3, -R2;
MAD R2.zw, R4.z, R3, R2;
ADD R2.x, R1, -R1.y;
MAD R4.w, -R4.z, c[1].x, R5.y;
TEX R6.x, R1.zwzw, texture[0], 2D;
MAD R2.x, R4.z, R2, R1.y;
SLT R5.z, R6.x, R4.w;
ABS R5.z, R5;
CMP R5.z, -R5, c[1], c[1].y;
CMP R5.z, -R5, c[1], c[1].y;
ADD R3.zw, R1, -R2;
MAD R1.zw, R0, R5.z, R1;
MAD R2.zw, R5.z, R3, R2;
ADD R1.y, R6.x, -R4.w;
ADD R1.y, R1, -R2.x;
MAD R0.y, -R5.z, c[1].x, R4.w;
TEX R0.x, R1.zwzw, texture[0], 2D;
SLT R1.x, R0, R0.y;
ABS R1.x, R1;
CMP R1.x, -R1, c[1].z, c[1].y;
CMP R1.x, -R1, c[1].z, c[1].y;
ADD R0.x, R0, -R0.y;
MAD R1.y, R5.z, R1, R2.x;
ADD R0.x, R0, -R1.y;
MAD R1.y, R1.x, R0.x, R1;
MAD R0.zw, R0, R1.x, R1;
MAD R0.y, -R1.x, c[1].x, R0;
TEX R0.x, R0.zwzw, texture[0], 2D;
ADD R0.x, R0, -R0.y;
ADD R0.y, R0.x, -R1;
RCP R0.y, R0.y;
ADD R3.xy, R1.zwzw, -R2.zwzw;
MAD R1.xy, R1.x, R3, R2.zwzw;
ADD R1.xy, -R0.zwzw, R1;
MUL_SAT R0.x, R0, R0.y;
MAD R0.xy, R0.x, R1, R0.zwzw;
TEX result.color, R0, texture[1], 2D;
END
# 110 instructions, 8 R-regs
