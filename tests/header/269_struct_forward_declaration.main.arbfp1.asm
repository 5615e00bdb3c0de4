!!ARBfp1.0
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -profile arbfp1
# source file: tests/header/269_struct_forward_declaration.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile arbfp1
#program main
#var float4 p : $vin.TEXCOORD0 : TEX0 : 0 : 1
#var float4 main : $vout.COLOR : COL : -1 : 1
#const c[0] = 2
PARAM c[1] = { { 2 } };
MUL result.color, fragment.texcoord[0], c[0].x;
END
# 1 instructions, 0 R-regs
