!!ARBfp1.0
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -quiet -profile arbfp1
# source file: tests/vm/cg/fs_trig.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile arbfp1
#program main
#var float4 a : $vin.TEXCOORD0 : TEX0 : 0 : 1
#var float4 main : $vout.COLOR : COL : -1 : 1
#const c[0] = 3 0.30000001
PARAM c[1] = { { 3, 0.30000001 } };
TEMP R0;
MUL R0.x, fragment.texcoord[0].w, c[0].y;
COS R0.w, R0.x;
SIN R0.y, fragment.texcoord[0].z;
COS R0.z, fragment.texcoord[0].z;
MUL result.color.z, R0.y, R0;
RCP R0.y, R0.w;
SIN R0.x, R0.x;
MUL result.color.w, R0.x, R0.y;
MUL R0.x, fragment.texcoord[0], c[0];
MUL R0.y, fragment.texcoord[0], c[0].x;
SIN result.color.x, R0.x;
COS result.color.y, R0.y;
END
# 12 instructions, 1 R-regs
