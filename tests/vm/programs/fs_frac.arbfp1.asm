!!ARBfp1.0
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -quiet -profile arbfp1
# source file: tests/vm/cg/fs_frac.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile arbfp1
#program main
#var float4 a : $vin.TEXCOORD0 : TEX0 : 0 : 1
#var float4 main : $vout.COLOR : COL : -1 : 1
#const c[0] = 2 3 0.5
PARAM c[1] = { { 2, 3, 0.5 } };
TEMP R0;
MUL R0.x, fragment.texcoord[0], c[0];
MUL R0.y, fragment.texcoord[0], c[0];
FRC result.color.x, R0;
ADD R0.x, fragment.texcoord[0].w, c[0].z;
FLR result.color.y, R0;
ABS result.color.z, fragment.texcoord[0];
FLR result.color.w, R0.x;
END
# 7 instructions, 1 R-regs
