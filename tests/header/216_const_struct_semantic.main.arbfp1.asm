!!ARBfp1.0
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -profile arbfp1
# source file: tests/header/216_const_struct_semantic.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile arbfp1
#program main
#semantic sun
#semantic blur
#semantic unused
#var float3 n : $vin.TEXCOORD0 : TEX0 : 0 : 1
#var float2 uv : $vin.TEXCOORD1 : TEX1 : 1 : 1
#var float4 main : $vout.COLOR : COL : -1 : 1
#const c[0] = 0.25 0.5 0.1
#const c[1] = 2 1.8 1.6
#const c[2] = 0 1.6 0.80000001
PARAM c[3] = { { 0.25, 0.5, 0.1 },
		{ 2, 1.8, 1.6 },
		{ 0, 1.6, 0.80000001 } };
TEMP R0;
MUL R0.y, fragment.texcoord[1], c[0].x;
MAD R0.w, fragment.texcoord[1].x, c[0].x, R0.y;
DP3 R0.x, fragment.texcoord[0], fragment.texcoord[0];
RSQ R0.x, R0.x;
MUL R0.xyz, R0.x, fragment.texcoord[0];
DP3_SAT R0.x, R0, c[2];
ADD R0.w, R0, c[0].y;
MUL R0.x, R0, R0.w;
MUL R0.xyz, R0.x, c[1];
ADD result.color, R0.xyzx, c[0].z;
END
# 10 instructions, 1 R-regs
