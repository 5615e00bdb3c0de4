!!ARBfp1.0
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -profile arbfp1
# source file: tests/header/246_local_typedef.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile arbfp1
#program main
#var float4 p : $vin.TEXCOORD0 : TEX0 : 0 : 1
#var float4 main : $vout.COLOR : COL : -1 : 1
#const c[0] = 1 2 3 4
PARAM c[1] = { { 1, 2, 3, 4 } };
TEMP R0;
MOV R0.zw, fragment.texcoord[0];
ADD R0.xy, fragment.texcoord[0], fragment.texcoord[0];
ADD result.color, R0, c[0];
END
# 3 instructions, 1 R-regs
