!!ARBfp1.0
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -profile arbfp1
# source file: tests/header/260_debug_builtin.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile arbfp1
#program main
#semantic main.s
#var float4 c : $vin.COLOR0 : COL0 : 0 : 1
#var float2 uv : $vin.TEXCOORD0 : TEX0 : 1 : 1
#var sampler2D s :  : texunit 0 : 2 : 1
#var float4 main : $vout.COLOR : COL : -1 : 1
#const c[0] = 2
PARAM c[1] = { { 2 } };
TEMP R0;
TEX R0, fragment.texcoord[0], texture[0], 2D;
MAD result.color, fragment.color.primary, c[0].x, R0;
END
# 2 instructions, 1 R-regs
