!!ARBfp1.0
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -profile arbfp1
# source file: tests/header/245_local_in_scope_in_its_initializer.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile arbfp1
#program main
#var float4 q : $vin.TEXCOORD0 : TEX0 : 0 : 1
#var float4 main : $vout.COLOR : COL : -1 : 1
#const c[0] = 2
PARAM c[1] = { { 2 } };
TEMP R0;
TEMP R1;
ADD R1, R0, fragment.texcoord[0];
MAD result.color, R0, c[0].x, R1;
END
# 2 instructions, 2 R-regs
