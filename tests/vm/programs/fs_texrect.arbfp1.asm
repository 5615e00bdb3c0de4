!!ARBfp1.0
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -quiet -profile arbfp1
# source file: tests/vm/cg/fs_texrect.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile arbfp1
#program main
#semantic main.s
#var float2 uv : $vin.TEXCOORD0 : TEX0 : 0 : 1
#var samplerRECT s :  : texunit 0 : 1 : 1
#var float4 main : $vout.COLOR : COL : -1 : 1
#const c[0] = 8
PARAM c[1] = { { 8 } };
TEMP R0;
MUL R0.xy, fragment.texcoord[0], c[0].x;
TEX result.color, R0, texture[0], RECT;
END
# 2 instructions, 1 R-regs
