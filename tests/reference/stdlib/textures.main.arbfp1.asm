!!ARBfp1.0
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -profile arbfp1
# source file: tests/shaders/stdlib/textures.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile arbfp1
#program main
#semantic main.s1
#semantic main.s2
#semantic main.s3
#semantic main.sc
#semantic main.sr
#var float4 t0 : $vin.TEXCOORD0 : TEX0 : 0 : 1
#var float4 t1 : $vin.TEXCOORD1 : TEX1 : 1 : 1
#var sampler1D s1 :  : texunit 0 : 2 : 1
#var sampler2D s2 :  : texunit 1 : 3 : 1
#var sampler3D s3 :  : texunit 2 : 4 : 1
#var samplerCUBE sc :  : texunit 3 : 5 : 1
#var samplerRECT sr :  : texunit 4 : 6 : 1
#var float4 main : $vout.COLOR : COL : -1 : 1
#const c[0] = 16 8 0.1
PARAM c[1] = { { 16, 8, 0.1 } };
TEMP R0;
TEMP R1;
TEMP R2;
TEMP R3;
TEMP R4;
TXB R2, fragment.texcoord[0], texture[2], 3D;
TXP R1, fragment.texcoord[1], texture[2], 3D;
TEX R0, fragment.texcoord[0], texture[2], 3D;
ADD R0, R0, R1;
ADD R4, R0, R2;
TXB R2, fragment.texcoord[1], texture[1], 2D;
TXP R1, fragment.texcoord[0], texture[1], 2D;
TEX R0, fragment.texcoord[0], texture[1], 2D;
ADD R0, R0, R1;
ADD R3, R0, R2;
TXB R2, fragment.texcoord[1], texture[0], 1D;
TXP R1, fragment.texcoord[0], texture[0], 1D;
TEX R0, fragment.texcoord[0], texture[0], 1D;
ADD R0, R0, R1;
ADD R0, R0, R2;
ADD R0, R0, R3;
ADD R3, R0, R4;
TEX R0, fragment.texcoord[1], texture[3], CUBE;
TXP R1, fragment.texcoord[0], texture[3], CUBE;
ADD R2, R0, R1;
TXB R1, fragment.texcoord[1], texture[3], CUBE;
ADD R4, R2, R1;
MUL R0.xyz, fragment.texcoord[0].xyww, c[0].y;
TXB R2, R0.xyzz, texture[4], RECT;
MUL R0.xy, fragment.texcoord[0].zwzw, c[0].x;
TXP R1, fragment.texcoord[1], texture[4], RECT;
TEX R0, R0, texture[4], RECT;
ADD R0, R0, R1;
ADD R0, R0, R2;
ADD R1, R3, R4;
ADD R0, R1, R0;
MUL result.color, R0, c[0].z;
END
# 32 instructions, 5 R-regs
