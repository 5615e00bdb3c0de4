!!ARBfp1.0
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -profile arbfp1
# source file: tests/shaders/stdlib/glsl_projective_lookups.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile arbfp1
#program fmain
#semantic cookie
#semantic falloff
#semantic fogVolume
#semantic tint
#semantic modelViewProj
#var float4 projected : $vin.TEXCOORD0 : TEX0 : 0 : 1
#var float4 fogCoord : $vin.TEXCOORD1 : TEX1 : 1 : 1
#var float2 depth : $vin.TEXCOORD2 : TEX2 : 2 : 1
#var sampler2D cookie :  : texunit 0 : -1 : 1
#var sampler1D falloff :  : texunit 1 : -1 : 1
#var sampler3D fogVolume :  : texunit 2 : -1 : 1
#var float4 tint :  : c[0] : -1 : 1
#var float4x4 modelViewProj :  : , 4 : -1 : 0
#var float4 fmain : $vout.COLOR : COL : -1 : 1
#const c[1] = 0.25 1
PARAM c[2] = { program.local[0],
		{ 0.25, 1 } };
TEMP R0;
TEMP R1;
TEMP R2;
TXP R1, fragment.texcoord[1], texture[1], 1D;
TXP R0, fragment.texcoord[1], texture[2], 3D;
ADD R0, R0, R1;
ADD R0, R0, R1;
MUL R2, R0, c[1].x;
TXP R0, fragment.texcoord[0], texture[0], 2D;
TXP R1, fragment.texcoord[2].xyzy, texture[1], 1D;
MUL R0, R0, R0;
MUL R0, R0, R1;
MAD R1, R0, c[0], R2;
MUL R2.xyz, R0, c[0].z;
MOV R0.w, c[1].y;
MAD R0.xyz, R0, c[0].x, R2;
ADD result.color, R1, R0;
END
# 14 instructions, 3 R-regs
