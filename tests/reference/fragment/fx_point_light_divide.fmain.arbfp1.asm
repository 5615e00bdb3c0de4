!!ARBfp1.0
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -profile arbfp1
# source file: tests/shaders/fragment/fx_point_light_divide.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile arbfp1
#program fmain
#semantic fmain.albedo
#semantic fmain.texpad
#semantic fmain.proj
#semantic fmain.light_pos
#var float4 l_pos : $vin.TEXCOORD0 : TEX0 : 0 : 1
#var sampler2D albedo :  : texunit 0 : 1 : 1
#var float4 texpad :  : c[0] : 2 : 1
#var float4 proj :  : c[1] : 3 : 1
#var float4 light_pos :  : c[2] : 4 : 1
#var float4 fmain : $vout.COLOR : COL : -1 : 1
PARAM c[3] = { program.local[0..2] };
TEMP R0;
TEMP R1;
RCP R0.x, fragment.texcoord[0].w;
MUL R1.xyz, fragment.texcoord[0], R0.x;
MUL R0.xyz, -R1.xzyw, c[1];
ADD R0.xyz, R0, c[2];
DP3 R0.x, R0, R0;
RSQ R0.w, R0.x;
MAD R0.xy, R1, c[0], c[0];
MUL R1.x, R0.w, R0.z;
TEX R0, R0, texture[0], 2D;
MUL result.color, R0, R1.x;
END
# 10 instructions, 2 R-regs
