!!ARBfp1.0
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -profile arbfp1
# source file: tests/shaders/fragment/unsigned_wrap_index.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile arbfp1
#program main
#var float4 t : $vin.TEXCOORD0 : TEX0 : 0 : 1
#var float4 main : $vout.COLOR : COL : -1 : 1
#const c[0] = 2.1474836e+09 15 4.2949672 0
#const c[1] = 8 0 3
PARAM c[2] = { { 2.1474836e+09, 15, 4.2949672, 0 },
		{ 8, 0, 3 } };
TEMP R0;
MUL R0.x, fragment.texcoord[0], c[1].z;
MAD R0.x, fragment.texcoord[0].w, c[1], R0;
MAD R0.x, fragment.texcoord[0].y, c[1], R0;
MOV result.color.yzw, c[0].xxyz;
MAD result.color.x, fragment.texcoord[0].z, c[0].y, R0;
END
# 5 instructions, 1 R-regs
