!!ARBfp1.0
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -quiet -profile arbfp1
# source file: 028_unsigned_wrap_index.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile arbfp1
#program main
#var float4 t4 : $vin.TEXCOORD0 : TEX0 : 0 : 1
#var float4 main : $vout.COLOR : COL : -1 : 1
#const c[0] = 4 2 3 5
PARAM c[1] = { { 4, 2, 3, 5 } };
TEMP R0;
MAD R0.y, fragment.texcoord[0], c[0], fragment.texcoord[0].x;
MUL R0.x, fragment.texcoord[0].z, c[0].z;
MUL R0.y, R0, c[0].z;
MAD R0.z, fragment.texcoord[0].w, c[0].x, fragment.texcoord[0].x;
MAD R0.z, R0, c[0].y, R0.y;
MAD R0.y, fragment.texcoord[0], c[0], R0.x;
MAD R0.y, R0, c[0].x, R0.z;
MAD R0.x, fragment.texcoord[0].w, c[0], R0;
MAD result.color, R0.x, c[0].w, R0.y;
END
# 9 instructions, 1 R-regs
