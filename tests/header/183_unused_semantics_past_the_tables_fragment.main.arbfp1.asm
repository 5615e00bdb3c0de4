!!ARBfp1.0
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -profile arbfp1
# source file: tests/header/183_unused_semantics_past_the_tables_fragment.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile arbfp1
#program main
#semantic main.map
#var float4 IN.t8 : $vin.TEXCOORD8 :  : 0 : 0
#var float4 IN.c2 : $vin.COLOR2 :  : 0 : 0
#var float4 IN.w1 : $vin.WPOS1 :  : 0 : 0
#var float2 IN.uv : $vin.TEXCOORD0 : TEX0 : 0 : 1
#var sampler2D map :  : texunit 0 : 1 : 1
#var float4 main : $vout.COLOR : COL : -1 : 1
TEX result.color, fragment.texcoord[0], texture[0], 2D;
END
# 1 instructions, 0 R-regs
