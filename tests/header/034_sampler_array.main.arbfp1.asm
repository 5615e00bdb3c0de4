!!ARBfp1.0
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -profile arbfp1
# source file: tests/header/034_sampler_array.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile arbfp1
#program main
#semantic ss
#var float2 uv : $vin.TEXCOORD0 : TEX0 : 0 : 1
#var sampler2D ss[0] :  : texunit 0 : -1 : 1
#var sampler2D ss[1] :  :  : -1 : 0
#var sampler2D ss[2] :  : texunit 1 : -1 : 1
#var float4 main : $vout.COLOR : COL : -1 : 1
TEMP R0;
TEMP R1;
TEX R1, fragment.texcoord[0], texture[1], 2D;
TEX R0, fragment.texcoord[0], texture[0], 2D;
ADD result.color, R0, R1;
END
# 3 instructions, 2 R-regs
