!!ARBfp1.0
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -profile arbfp1
# source file: tests/glsl/cases/name_libretro.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile arbfp1
#program main_fragment
#semantic main_fragment.decal : TEXUNIT0
#semantic main_fragment.IN
#semantic main_fragment.ORIG
#var float4 VOUT.color : $vin.COLOR : COL0 : 0 : 1
#var float2 VOUT.tex_coord : $vin.TEXCOORD0 : TEX0 : 0 : 1
#var float2 VOUT.orig_coord : $vin.TEXCOORD1 : TEX1 : 0 : 1
#var sampler2D decal : TEXUNIT0 : texunit 0 : 1 : 1
#var float2 IN.video_size :  :  : 2 : 0
#var float2 IN.texture_size :  : c[0] : 2 : 1
#var float2 IN.output_size :  :  : 2 : 0
#var float IN.frame_count :  : c[1] : 2 : 1
#var float IN.frame_direction :  :  : 2 : 0
#var float2 ORIG.tex_coord :  :  : 3 : 0
#var float2 ORIG.video_size :  :  : 3 : 0
#var float2 ORIG.texture_size :  :  : 3 : 0
#var sampler2D ORIG.texture :  : texunit 1 : 3 : 1
#var float4 main_fragment : $vout.COLOR : COL : -1 : 1
#const c[2] = 0.1 0.89999998 0.25
PARAM c[3] = { program.local[0..1],
		{ 0.1, 0.89999998, 0.25 } };
TEMP R0;
TEMP R1;
TEMP R2;
TEMP R3;
MUL R0.y, fragment.texcoord[0], c[0];
MOV R0.x, c[2];
MAD R0.x, R0, c[1], R0.y;
SIN R0.x, R0.x;
MAD R3.x, R0, c[2], c[2].y;
TEX R0, fragment.texcoord[0], texture[0], 2D;
MUL R2, R0, R3.x;
TEX R1, fragment.texcoord[1], texture[1], 2D;
MAD R0, -R0, R3.x, R1;
MAD R0, R0, c[2].z, R2;
MUL result.color, R0, fragment.color.primary;
END
# 11 instructions, 4 R-regs
