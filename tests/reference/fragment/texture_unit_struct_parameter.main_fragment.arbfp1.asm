!!ARBfp1.0
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -profile arbfp1
# source file: tests/shaders/fragment/texture_unit_struct_parameter.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile arbfp1
#program main_fragment
#semantic main_fragment.decal : TEXUNIT0
#semantic main_fragment.PASSPREV3 : TEXUNIT1
#semantic main_fragment.LUTS : TEXUNIT4
#var float2 tex : $vin.TEXCOORD0 : TEX0 : 0 : 1
#var sampler2D decal : TEXUNIT0 : texunit 0 : 1 : 1
#var float2 PASSPREV3.video_size : $vin.TEX1 : TEX1 : 2 : 1
#var float2 PASSPREV3.texture_size : $vin.TEX2 : TEX2 : 2 : 1
#var sampler2D PASSPREV3.texture :  : texunit 1 : 2 : 1
#var sampler2D PASSPREV3.lut :  : texunit 2 : 2 : 1
#var sampler2D LUTS.first :  : texunit 4 : 3 : 1
#var sampler2D LUTS.second :  : texunit 5 : 3 : 1
#var float4 main_fragment : $vout.COLOR : COL : -1 : 1
#const c[0] = 0.5
PARAM c[1] = { { 0.5 } };
TEMP R0;
TEMP R1;
TEMP R2;
TEX R1, fragment.texcoord[0], texture[4], 2D;
RCP R0.y, fragment.texcoord[2].y;
RCP R0.x, fragment.texcoord[2].x;
MUL R0.xy, fragment.texcoord[1], R0;
MUL R0.xy, fragment.texcoord[0], R0;
TEX R0.xy, R0, texture[1], 2D;
TEX R0, R0, texture[2], 2D;
TEX R2, fragment.texcoord[0], texture[0], 2D;
MAD R2, -R0, R1, R2;
MUL R1, R0, R1;
TEX R0, fragment.texcoord[0].yxzw, texture[5], 2D;
MAD R1, R2, c[0].x, R1;
ADD result.color, R1, R0;
END
# 13 instructions, 3 R-regs
