!!ARBfp1.0
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -quiet -profile arbfp1
# source file: tests/sema/cases/444_misc_texture_object_with_sampler_state.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile arbfp1
#program main
#semantic diffuseMap
#semantic tex
#var float2 uv : $vin.TEXCOORD0 : TEX0 : 0 : 1
#var texture diffuseMap :  :  : -1 : 0
#var sampler2D tex :  : texunit 0 : -1 : 1
#var float4 main : $vout.COLOR : COL : -1 : 1
TEX result.color, fragment.texcoord[0], texture[0], 2D;
END
# 1 instructions, 0 R-regs
