!!ARBfp1.0
OPTION ATI_draw_buffers;
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -profile arbfp1
# source file: tests/header/163_varying_several_semantics_fragment.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile arbfp1
#program main
#var float4 q : $vin.TEXCOORD1 : TEX1 : 0 : 1
#var float4 r : $vin.TEXCOORD3 : TEX3 : 1 : 1
#var float4 c : $vin.COLOR0 : COL0 : 2 : 1
#var float4 main : $vout.COLOR1 : COL1 : -1 : 1
TEMP R0;
MOV R0, fragment.texcoord[3];
MUL R0, fragment.texcoord[1], R0;
ADD result.color[1], R0, fragment.color.primary;
END
# 3 instructions, 1 R-regs
