!!ARBfp1.0
OPTION ARB_fragment_program_shadow;
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -profile arbfp1
# source file: tests/glsl/cases/lib_tex_fragment.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile arbfp1
#program main
#semantic main.ramp
#semantic main.albedo
#semantic main.volume
#semantic main.sky
#semantic main.screen
#semantic main.shadowMap
#var float4 uv : $vin.TEXCOORD0 : TEX0 : 0 : 1
#var float4 dir : $vin.TEXCOORD1 : TEX1 : 1 : 1
#var float4 shadowCoord : $vin.TEXCOORD2 : TEX2 : 2 : 1
#var sampler1D ramp :  : texunit 0 : 3 : 1
#var sampler2D albedo :  : texunit 1 : 4 : 1
#var sampler3D volume :  : texunit 2 : 5 : 1
#var samplerCUBE sky :  : texunit 3 : 6 : 1
#var samplerRECT screen :  : texunit 4 : 7 : 1
#var sampler2D shadowMap :  : texunit 5 : 8 : 1
#var float4 main : $vout.COLOR : COL : -1 : 1
#const c[0] = 512 1.5
PARAM c[1] = { { 512, 1.5 } };
TEMP R0;
TEMP R1;
TEMP R2;
TEMP R3;
MUL R0.xy, fragment.texcoord[0].zwzw, c[0].x;
TEX R1, R0, texture[4], RECT;
TEX R0, fragment.texcoord[1], texture[3], CUBE;
ADD R3, R0, R1;
TEX R2, fragment.texcoord[1], texture[2], 3D;
TEX R1, fragment.texcoord[0], texture[1], 2D;
TEX R0, fragment.texcoord[0], texture[0], 1D;
ADD R0, R0, R1;
ADD R0, R0, R2;
ADD R3, R0, R3;
TXP R1, fragment.texcoord[0], texture[1], 2D;
TXP R0, fragment.texcoord[0], texture[0], 1D;
ADD R0, R0, R1;
TXP R2, fragment.texcoord[1], texture[2], 3D;
ADD R2, R0, R2;
TXP R1, fragment.texcoord[0].zwzx, texture[4], RECT;
TXP R0, fragment.texcoord[1], texture[3], CUBE;
ADD R0, R0, R1;
ADD R1, R3, R2;
ADD R2, R1, R0;
MOV R0.z, c[0].y;
MOV R0.xy, fragment.texcoord[0];
TXB R0, R0.xyzz, texture[1], 2D;
TXP R1, fragment.texcoord[2], texture[5], SHADOW2D;
ADD R0, R2, R0;
ADD result.color, R0, R1;
END
# 26 instructions, 4 R-regs
