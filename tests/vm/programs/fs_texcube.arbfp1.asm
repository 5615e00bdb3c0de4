!!ARBfp1.0
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -quiet -profile arbfp1
# source file: tests/vm/cg/fs_texcube.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile arbfp1
#program main
#semantic main.s
#var float3 d : $vin.TEXCOORD0 : TEX0 : 0 : 1
#var samplerCUBE s :  : texunit 0 : 1 : 1
#var float4 main : $vout.COLOR : COL : -1 : 1
TEX result.color, fragment.texcoord[0], texture[0], CUBE;
END
# 1 instructions, 0 R-regs
