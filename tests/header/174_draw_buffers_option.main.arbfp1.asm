!!ARBfp1.0
OPTION ATI_draw_buffers;
OPTION ARB_fragment_program_shadow;
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -profile arbfp1
# source file: tests/header/174_draw_buffers_option.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile arbfp1
#program main
#semantic main.s
#var float4 p : $vin.TEXCOORD0 : TEX0 : 0 : 1
#var sampler2D s :  : texunit 0 : 1 : 1
#var float4 c : $vout.COLOR : COL : 2 : 1
#var float4 c1 : $vout.COLOR1 : COL1 : 3 : 1
#var float4 c2 : $vout.COL2 : COL2 : 4 : 1
#const c[0] = 2
PARAM c[1] = { { 2 } };
MUL result.color[2], fragment.texcoord[0], c[0].x;
MOV result.color[1], fragment.texcoord[0];
TXP result.color, fragment.texcoord[0], texture[0], SHADOW2D;
END
# 3 instructions, 0 R-regs
