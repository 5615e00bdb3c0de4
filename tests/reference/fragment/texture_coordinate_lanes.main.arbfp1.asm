!!ARBfp1.0
OPTION ARB_fragment_program_shadow;
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -profile arbfp1
# source file: tests/shaders/fragment/texture_coordinate_lanes.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile arbfp1
#program main
#semantic main.image
#semantic main.cookie
#semantic main.origin
#semantic main.texel
#semantic main.fade
#var float2 input.uv : $vin.TEXCOORD0 : TEX0 : 0 : 1
#var float4 input.projected : $vin.TEXCOORD1 : TEX1 : 0 : 1
#var sampler2D image :  : texunit 0 : 1 : 1
#var sampler2D cookie :  : texunit 1 : 2 : 1
#var float2 origin :  : c[0] : 3 : 1
#var float2 texel :  : c[1] : 4 : 1
#var float fade :  : c[2] : 5 : 1
#var float4 main : $vout.COLOR : COL : -1 : 1
#const c[3] = 0.25 2 3 0
PARAM c[4] = { program.local[0..2],
		{ 0.25, 2, 3, 0 } };
TEMP R0;
TEMP R1;
TEMP R2;
TEMP R3;
MOV R0.xy, c[1];
ADD R1.xy, R0, c[0];
TEX R1, R1, texture[0], 2D;
TEX R0, c[0], texture[0], 2D;
ADD R0, R0, R1;
MOV R2.xy, c[3].yzzw;
MUL R1.zw, R2.y, c[1].xyxy;
MUL R1.xy, R2.x, c[1];
ADD R2.xy, R1, c[0];
TEX R3, R2, texture[0], 2D;
ADD R0, R0, R3;
ADD R1.zw, R1, c[0].xyxy;
TEX R2, R1.zwzw, texture[0], 2D;
ADD R0, R0, R2;
ADD R1.zw, fragment.texcoord[0].xyxy, R1.xyxy;
TEX R2, R1.zwzw, texture[0], 2D;
MAD R1.zw, R1.xyxy, c[3].y, fragment.texcoord[0].xyxy;
TEX R3, fragment.texcoord[0], texture[0], 2D;
ADD R2, R3, R2;
TEX R3, R1.zwzw, texture[0], 2D;
MAD R1.xy, R1, c[3].z, fragment.texcoord[0];
MUL R0, R0, c[3].x;
ADD R2, R2, R3;
TEX R1, R1, texture[0], 2D;
ADD R1, R2, R1;
MAD R2, R1, c[3].x, -R0;
MUL R1.xy, fragment.texcoord[1], c[2].x;
MOV R1.w, fragment.texcoord[1];
MOV R1.z, c[3].w;
TXP R1, R1, texture[1], SHADOW2D;
MAD R0, R2, c[2].x, R0;
MUL result.color, R0, R1;
END
# 32 instructions, 4 R-regs
