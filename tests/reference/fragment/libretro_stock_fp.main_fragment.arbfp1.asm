!!ARBfp1.0
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -profile arbfp1
# source file: tests/shaders/fragment/libretro_stock_fp.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile arbfp1
#program main_fragment
#semantic main_fragment.s0 : TEXUNIT0
#semantic main_fragment.IN
#var float2 tex : $vin.TEXCOORD0 : TEX0 : 0 : 1
#var sampler2D s0 : TEXUNIT0 : texunit 0 : 1 : 1
#var float2 IN.video_size :  :  : 2 : 0
#var float2 IN.texture_size :  :  : 2 : 0
#var float2 IN.output_size :  :  : 2 : 0
#var float IN.frame_count :  :  : 2 : 0
#var float4 main_fragment : $vout.COLOR : COL : -1 : 1
TEX result.color, fragment.texcoord[0], texture[0], 2D;
END
# 1 instructions, 0 R-regs
