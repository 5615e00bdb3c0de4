!!ARBfp1.0
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -profile arbfp1
# source file: tests/header/426_integer_matrix_varyings.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile arbfp1
#program main
#semantic main.atlas
#var float2 uv : $vin.TEXCOORD0 : TEX0 : 0 : 1
#var float2x2 cells : $vin.TEXCOORD1 : TEX1, 2 : 1 : 1
#var float4x1 ids : $vin.TEXCOORD3 : TEX3, 4 : 2 : 1
#var float1x4 masks : $vin.TEXCOORD7 : TEX7, 1 : 3 : 1
#var sampler2D atlas :  : texunit 0 : 4 : 1
#var float4 main : $vout.COLOR : COL : -1 : 1
#const c[0] = 0.5 0.125 0 0.0099999998
PARAM c[1] = { { 0.5, 0.125, 0, 0.0099999998 } };
TEMP R0;
TEMP R1;
ABS R0.z, fragment.texcoord[3].x;
FLR R0.w, R0.z;
SLT R0.z, fragment.texcoord[3].x, c[0];
CMP R1.x, -R0.z, -R0.w, R0.w;
ABS R1.y, fragment.texcoord[4].x;
MUL R0.xy, fragment.texcoord[2], c[0].x;
ADD R0.xy, R0, fragment.texcoord[1];
FLR R0.w, R1.y;
SLT R0.z, fragment.texcoord[4].x, c[0];
CMP R1.y, -R0.z, -R0.w, R0.w;
ABS R0.w, fragment.texcoord[6].x;
FLR R1.z, R0.w;
SLT R0.w, fragment.texcoord[6].x, c[0].z;
CMP R1.w, -R0, -R1.z, R1.z;
ABS R0.z, fragment.texcoord[5].x;
FLR R0.w, R0.z;
SLT R0.z, fragment.texcoord[5].x, c[0];
CMP R1.z, -R0, -R0.w, R0.w;
MAD R0.xy, R0, c[0].y, fragment.texcoord[0];
MUL R1, R1, c[0].w;
TEX R0, R0, texture[0], 2D;
MAD result.color, R0, fragment.texcoord[7], R1;
END
# 22 instructions, 2 R-regs
