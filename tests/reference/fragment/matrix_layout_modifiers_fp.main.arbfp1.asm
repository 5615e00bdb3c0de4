!!ARBfp1.0
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -profile arbfp1
# source file: tests/shaders/fragment/matrix_layout_modifiers_fp.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile arbfp1
#program main
#semantic colour
#semantic tint
#var float3 uv : $vin.TEXCOORD0 : TEX0 : 0 : 1
#var float4 n : $vin.TEXCOORD1 : TEX1 : 1 : 1
#var float3x3 colour :  : c[0], 3 : -1 : 1
#var float3x4 tint :  : c[3], 3 : -1 : 1
#var float4 main : $vout.COLOR : COL : -1 : 1
#const c[6] = 1
PARAM c[7] = { program.local[0..5],
		{ 1 } };
TEMP R0;
TEMP R1;
MUL R0.xyz, fragment.texcoord[0].y, c[1];
MAD R0.xyz, fragment.texcoord[0].x, c[0], R0;
MAD R1.xyz, fragment.texcoord[0].z, c[2], R0;
DP4 R0.z, fragment.texcoord[1], c[5];
DP4 R0.x, fragment.texcoord[1], c[3];
DP4 R0.y, fragment.texcoord[1], c[4];
ADD result.color.xyz, R1, R0;
MOV result.color.w, c[6].x;
END
# 8 instructions, 2 R-regs
