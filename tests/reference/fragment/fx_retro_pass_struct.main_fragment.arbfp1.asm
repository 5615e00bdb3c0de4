!!ARBfp1.0
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -profile arbfp1
# source file: tests/shaders/fragment/fx_retro_pass_struct.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile arbfp1
#program main_fragment
#semantic main_fragment.s0 : TEXUNIT0
#semantic main_fragment.IN
#semantic main_fragment.PASS1
#var float2 tex : $vin.TEXCOORD0 : TEX0 : 0 : 1
#var float4 pass_info : $vin.TEXCOORD1 : TEX1 : 1 : 1
#var sampler2D s0 : TEXUNIT0 : texunit 0 : 2 : 1
#var float2 IN.video_size :  :  : 3 : 0
#var float2 IN.texture_size :  :  : 3 : 0
#var float2 IN.output_size :  :  : 3 : 0
#var float IN.frame_count :  :  : 3 : 0
#var float2 PASS1.texture_size :  : c[0] : 4 : 1
#var float2 PASS1.video_size :  : c[1] : 4 : 1
#var float4x4 PASS1.tex_transform :  : , 4 : 4 : 0
#var sampler2D PASS1.texture : TEXUNIT1 : texunit 1 : 4 : 1
#var float4 main_fragment : $vout.COLOR : COL : -1 : 1
#const c[2] = 0.33333334 0.5 0
PARAM c[3] = { program.local[0..1],
		{ 0.33333334, 0.5, 0 } };
TEMP R0;
TEMP R1;
TEMP R2;
RCP R0.w, c[0].y;
RCP R0.z, c[0].x;
MUL R0.xy, fragment.texcoord[0], c[1];
MUL R0.xy, R0, R0.zwzw;
MOV R0.w, c[2].z;
MOV R0.z, fragment.texcoord[1].x;
ADD R1.xy, fragment.texcoord[0], R0.zwzw;
TEX R0, R0, texture[1], 2D;
TEX R1, R1, texture[1], 2D;
ADD R1, R0, R1;
TEX R0, fragment.texcoord[0], texture[0], 2D;
MOV R2.y, fragment.texcoord[1];
MOV R2.x, c[2].z;
ADD R2.xy, fragment.texcoord[0], R2;
TEX R2, R2, texture[1], 2D;
ADD R1, R1, R2;
MAD R1, R1, c[2].x, -R0;
MAD result.color, R1, c[2].y, R0;
END
# 18 instructions, 3 R-regs
