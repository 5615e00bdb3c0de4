!!ARBfp1.0
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -profile arbfp1
# source file: tests/shaders/fragment/inout_color.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile arbfp1
#program main
#var float4 c : $vin.COLOR0 : COL0 : 0 : 1
#var float4 t : $vin.TEXCOORD0 : TEX0 : 1 : 1
TEMP R0;
MOV R0, fragment.texcoord[0];
MUL result.color, fragment.color.primary, R0;
END
# 2 instructions, 1 R-regs
