!!ARBfp1.0
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -quiet -profile arbfp1
# source file: tests/sema/cases/501_arr_unsized_global_sized_by_initializer.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile arbfp1
#program main
#semantic coeffs_x
#var float2 uv : $vin.TEXCOORD0 : TEX0 : 0 : 1
#var float4 main : $vout.COLOR : COL : -1 : 1
#const c[0] = 4 1 -0.66666669 -0.2
#const c[1] = 0.5714286 -0.80000001 0.2857143
PARAM c[2] = { { 4, 1, -0.66666669, -0.2 },
		{ 0.5714286, -0.80000001, 0.2857143 } };
TEMP R0;
TEMP R1;
MUL R0.x, fragment.texcoord[0].y, fragment.texcoord[0].y;
MUL R0.z, fragment.texcoord[0].x, fragment.texcoord[0].x;
MUL R0.w, fragment.texcoord[0].x, R0.z;
MUL R0.y, fragment.texcoord[0], R0.x;
MUL R0.y, R0, R0.x;
MAD R1.x, R0.w, c[0].z, fragment.texcoord[0];
MUL R0.w, R0, R0.z;
MUL R0.z, R0.w, R0;
MAD R1.x, R0.w, c[0].w, R1;
MAD result.color.x, R0.z, c[1], R1;
MAD R0.z, R0.y, c[1].y, fragment.texcoord[0].y;
MUL R0.x, R0.y, R0;
MAD result.color.y, R0.x, c[1].z, R0.z;
MOV result.color.zw, c[0].xyxy;
END
# 14 instructions, 2 R-regs
