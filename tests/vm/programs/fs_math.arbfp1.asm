!!ARBfp1.0
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -quiet -profile arbfp1
# source file: tests/vm/cg/fs_math.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile arbfp1
#program main
#var float4 a : $vin.TEXCOORD0 : TEX0 : 0 : 1
#var float4 main : $vout.COLOR : COL : -1 : 1
#const c[0] = 0.5 0.1
PARAM c[1] = { { 0.5, 0.1 } };
TEMP R0;
ABS R0.x, fragment.texcoord[0].y;
ADD R0.x, R0, c[0];
LG2 result.color.y, R0.x;
ABS R0.x, fragment.texcoord[0].z;
ABS R0.y, fragment.texcoord[0].w;
ADD R0.x, R0, c[0].y;
ADD R0.y, R0, c[0];
EX2 result.color.x, fragment.texcoord[0].x;
POW result.color.z, R0.x, fragment.texcoord[0].w;
RSQ result.color.w, R0.y;
END
# 10 instructions, 1 R-regs
