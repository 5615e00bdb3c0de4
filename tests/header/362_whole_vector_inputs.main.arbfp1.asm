!!ARBfp1.0
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -profile arbfp1
# source file: tests/header/362_whole_vector_inputs.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile arbfp1
#program main
#semantic main.tex
#var float4 IN.uv : $vin.TEXCOORD0 : TEX0 : 0 : 1
#var float4 IN.detail : $vin.TEXCOORD1 : TEX1 : 0 : 0
#var float4 IN.grain : $vin.TEXCOORD2 : TEX2 : 0 : 0
#var float4 IN.mask : $vin.TEXCOORD3 :  : 0 : 0
#var float4 IN.dust : $vin.TEXCOORD4 :  : 0 : 0
#var sampler2D tex :  : texunit 0 : 1 : 1
#var float4 main : $vout.COLOR : COL : -1 : 1
#const c[0] = 2
PARAM c[1] = { { 2 } };
TEMP R0;
TEX R0.xyz, fragment.texcoord[0], texture[0], 2D;
MAD result.color, R0.xyzz, c[0].x, R0.x;
END
# 2 instructions, 1 R-regs
