!!ARBfp1.0
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -profile arbfp1
# source file: tests/header/044_varying_array.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile arbfp1
#program main
#var float4 tc[0] : $vin.TEX0 : TEX0 : 0 : 1
#var float4 tc[1] : $vin.TEX1 : TEX1 : 0 : 1
#var float4 main : $vout.COLOR : COL : -1 : 1
TEMP R0;
MOV R0, fragment.texcoord[1];
ADD result.color, fragment.texcoord[0], R0;
END
# 2 instructions, 1 R-regs
