!!ARBfp1.0
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -quiet -profile arbfp1
# source file: tests/vm/cg/fs_depth.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile arbfp1
#program main
#var float4 a : $vin.TEXCOORD0 : TEX0 : 0 : 1
#var float4 c : $vout.COLOR : COL : 1 : 1
#var float d : $vout.DEPTH : DEPR : 2 : 1
#const c[0] = 0.5
PARAM c[1] = { { 0.5 } };
MOV result.color, fragment.texcoord[0].yzwx;
MAD_SAT result.depth.z, fragment.texcoord[0].x, c[0].x, c[0].x;
END
# 2 instructions, 0 R-regs
