!!ARBfp1.0
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -profile arbfp1
# source file: tests/shaders/fragment/index_after_return.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile arbfp1
#program main
#semantic main.texture_size
#semantic weight
#semantic decal
#var float2 tex : $vin.TEXCOORD0 : TEX0 : 0 : 1
#var float4 texture_size :  : c[0] : 1 : 1
#var float weight :  : c[1] : -1 : 1
#var sampler2D decal :  : texunit 0 : -1 : 1
#var float4 main : $vout.COLOR : COL : -1 : 1
#const c[2] = 1 0 0.5 2.9000001
#const c[3] = -1 0 0.25
PARAM c[4] = { program.local[0..1],
		{ 1, 0, 0.5, 2.9000001 },
		{ -1, 0, 0.25 } };
TEMP R0;
TEMP R1;
TEMP R2;
TEMP R3;
TEMP R4;
MUL R0.w, fragment.texcoord[0].x, c[0].x;
FRC R0.w, R0;
ADD R3.w, R0, -c[2].z;
CMP R2.w, R3, c[2].y, c[2].x;
RCP R4.y, c[0].y;
RCP R4.x, c[0].x;
MAD R0.xy, R4, c[3], fragment.texcoord[0];
TEX R0.xyz, R0, texture[0], 2D;
DP3 R2.x, R0, c[2].x;
SLT R0.w, c[2], R2.x;
MUL R0.w, R2, R0;
CMP R0.w, -R0, c[2].x, c[2].y;
ABS R0.w, R0;
CMP R0.w, -R0, c[2].y, c[2].x;
MAD R3.xy, R4, c[2], fragment.texcoord[0];
MUL R0.w, R2, R0;
MUL R0.xyz, R0, c[1].x;
CMP R2.xyz, -R0.w, R0, c[2].y;
TEX R0.xyz, R3, texture[0], 2D;
ADD R3.xyz, R0, R2;
DP3 R0.z, R0, c[2].x;
MAD R0.xy, R4, c[2].yxzw, fragment.texcoord[0];
SLT R0.w, c[2], R0.z;
MUL R4.x, R2.w, R0.w;
TEX R0.xyz, R0, texture[0], 2D;
DP3 R0.w, R0, c[2].x;
CMP R4.x, -R4, c[2], c[2].y;
SLT R0.w, c[2], R0;
ABS R4.x, R4;
MUL R0.w, R2, R0;
CMP R4.x, -R4, c[2].y, c[2];
MUL R4.x, R2.w, R4;
CMP R2.xyz, -R4.x, R3, R2;
CMP R0.w, -R0, c[2].x, c[2].y;
ABS R0.w, R0;
CMP R4.x, -R0.w, c[2].y, c[2];
MAD R3.xyz, R0, c[2].z, R2;
MUL R4.x, R2.w, R4;
TEX R0, fragment.texcoord[0], texture[0], 2D;
CMP R3.xyz, -R4.x, R3, R2;
CMP R4, R3.w, R0, R1;
SLT R2.x, R0.w, c[2].y;
MUL R0.x, R2.w, R2;
CMP R1.y, -R0.x, c[2], c[2].x;
MUL R1.z, R2.w, R1.y;
MUL R0.z, R0.w, c[1].x;
SLT R0.y, R0.w, c[3].z;
MUL R0.y, R1.z, R0;
CMP R0.z, -R1, R0, c[2].y;
CMP R1.w, -R0.y, c[2].y, R1.y;
ADD R1.y, R0.w, R0.z;
MUL R1.z, R1, R1.w;
CMP R1.y, -R1.z, R1, R0.z;
CMP R1.x, -R0, c[2].y, R1;
MAD R2.x, R0.w, c[2].z, R1.y;
SLT R2.y, R0.w, c[2].z;
MUL R0.w, R1.z, R2.y;
CMP R0.z, -R0.y, R0, R1.x;
CMP R0.x, -R0.w, c[2].y, R1.w;
MUL R0.y, R0.x, R1.z;
CMP R0.y, -R0, R2.x, R1;
CMP R0.z, -R0.w, R1.y, R0;
MUL R0.x, R2.w, R0;
CMP R3.w, -R0.x, R0.y, R0.z;
CMP result.color, -R2.w, R3, R4;
END
# 65 instructions, 5 R-regs
