!!ARBfp1.0
OPTION ARB_fragment_program_shadow;
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -profile arbfp1
# source file: tests/glsl/cases/lib_tex_rect_glsl_names.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile arbfp1
#program fmain_rect
#semantic fmain_rect.frame
#semantic fmain_rect.overlay
#semantic fmain_rect.depthRect
#semantic frameSize
#var float4 IN.color : $vin.COLOR0 : COL0 : 0 : 1
#var float4 IN.pixel : $vin.TEXCOORD0 : TEX0 : 0 : 1
#var float4 IN.projected : $vin.TEXCOORD1 : TEX1 : 0 : 1
#var float4 IN.depthCoord : $vin.TEXCOORD2 : TEX2 : 0 : 1
#var samplerRECT frame :  : texunit 0 : 1 : 1
#var samplerRECT overlay :  : texunit 1 : 2 : 1
#var samplerRECT depthRect :  : texunit 2 : 3 : 1
#var float4 frameSize :  : c[0] : -1 : 1
#var float4 fmain_rect : $vout.COLOR : COL : -1 : 1
#const c[1] = 1 0.5 1.5 0
PARAM c[2] = { program.local[0],
		{ 1, 0.5, 1.5, 0 } };
TEMP R0;
TEMP R1;
TEMP R2;
TEMP R3;
TEMP R4;
MUL R4.xy, fragment.texcoord[0], c[0];
ADD R0.xy, R4, -c[1].xwzw;
TEX R0, R0, texture[0], RECT;
MUL R3, -R0, c[1].y;
TEX R0, R4, texture[0], RECT;
MOV R2.xy, c[0];
MOV R2.zw, c[1].x;
MUL R1, R2, fragment.texcoord[1].xyww;
MAD R3, R0, c[1].z, R3;
TXP R0, R1.xyzz, texture[1], RECT;
TXP R1, R1, texture[1], RECT;
MAD R1, R1, c[1].y, R0;
ADD R1, R1, -R3;
MAD R0, R0.w, R1, R3;
MUL R1, fragment.texcoord[2], R2;
MOV R4.z, fragment.texcoord[2];
MUL R0, R0, fragment.color.primary;
TXP R1.x, R1, texture[2], SHADOWRECT;
TEX R2.x, R4, texture[2], SHADOWRECT;
ADD R1.x, R2, R1;
MUL R0, R1.x, R0;
MUL result.color, R0, c[1].y;
END
# 22 instructions, 5 R-regs
