!!ARBfp1.0
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -q -profile arbfp1
# source file: examples/lambert.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile arbfp1
#program main_fragment
#semantic main_fragment.albedo
#var float4 color : $vin.COLOR0 : COL0 : 0 : 1
#var float2 uv : $vin.TEXCOORD0 : TEX0 : 1 : 1
#var sampler2D albedo :  : texunit 0 : 2 : 1
#var float4 main_fragment : $vout.COLOR : COL : -1 : 1
TEMP R0;
TEX R0, fragment.texcoord[0], texture[0], 2D;
MUL result.color, R0, fragment.color.primary;
END
# 2 instructions, 1 R-regs
