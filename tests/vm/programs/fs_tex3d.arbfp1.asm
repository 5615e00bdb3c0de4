!!ARBfp1.0
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -quiet -profile arbfp1
# source file: tests/vm/cg/fs_tex3d.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile arbfp1
#program main
#semantic main.s
#var float3 uv : $vin.TEXCOORD0 : TEX0 : 0 : 1
#var sampler3D s :  : texunit 0 : 1 : 1
#var float4 main : $vout.COLOR : COL : -1 : 1
#const c[0] = 0.1
PARAM c[1] = { { 0.1 } };
TEMP R0;
TEX R0, fragment.texcoord[0], texture[0], 3D;
ADD result.color, R0, c[0].x;
END
# 2 instructions, 1 R-regs
