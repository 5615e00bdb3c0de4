!!ARBfp1.0
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -profile arbfp1
# source file: tests/shaders/fragment/tex_variants.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile arbfp1
#program main
#semantic main.gradient
#semantic main.noiseVol
#semantic main.sky
#semantic main.screen
#semantic main.lodBias
#var float4 t0 : $vin.TEXCOORD0 : TEX0 : 0 : 1
#var float4 t1 : $vin.TEXCOORD1 : TEX1 : 1 : 1
#var float4 t2 : $vin.TEXCOORD2 : TEX2 : 2 : 1
#var sampler1D gradient :  : texunit 0 : 3 : 1
#var sampler3D noiseVol :  : texunit 1 : 4 : 1
#var samplerCUBE sky :  : texunit 2 : 5 : 1
#var samplerRECT screen :  : texunit 3 : 6 : 1
#var float lodBias :  : c[0] : 7 : 1
#var float4 main : $vout.COLOR : COL : -1 : 1
#const c[1] = 0.14285715 64
PARAM c[2] = { program.local[0],
		{ 0.14285715, 64 } };
TEMP R0;
TEMP R1;
TEMP R2;
MOV R0.y, c[0].x;
MOV R0.x, fragment.texcoord[0].y;
TXB R1, R0.xyzy, texture[0], 1D;
TXP R0, fragment.texcoord[0], texture[0], 1D;
ADD R0, R0, R1;
TXP R2, fragment.texcoord[1], texture[1], 3D;
ADD R2, R0, R2;
TXP R1, fragment.texcoord[2], texture[2], CUBE;
MOV R0.w, c[0].x;
MOV R0.xyz, fragment.texcoord[1];
TXB R0, R0, texture[1], 3D;
ADD R0, R2, R0;
ADD R2, R0, R1;
MOV R0.w, c[0].x;
MOV R0.xyz, fragment.texcoord[2];
TXB R0, R0, texture[2], CUBE;
MOV R1.z, c[0].x;
MUL R1.xy, fragment.texcoord[0].zwzw, c[1].y;
TXB R1, R1.xyzz, texture[3], RECT;
ADD R0, R2, R0;
ADD R0, R0, R1;
MUL result.color, R0, c[1].x;
END
# 22 instructions, 3 R-regs
