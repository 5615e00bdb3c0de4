!!ARBfp1.0
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -profile arbfp1
# source file: tests/glsl/cases/name_struct_varying.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile arbfp1
#program main_frag
#semantic main_frag.u
#var float4 vin.x : $vin.TEXCOORD0 : TEX0 : 0 : 1
#var float4 vin.b : $vin.TEXCOORD1 : TEX1 : 0 : 1
#var float4 u.x :  : c[0] : 1 : 1
#var float4 b : $vin.TEXCOORD2 : TEX2 : 2 : 1
#var float4 main_frag : $vout.COLOR : COL : -1 : 1
#const c[1] = 2
PARAM c[2] = { program.local[0],
		{ 2 } };
TEMP R0;
MUL R0, fragment.texcoord[0], c[1].x;
ADD R0, R0, fragment.texcoord[1];
ADD R0, R0, c[0];
ADD result.color, R0, fragment.texcoord[2];
END
# 4 instructions, 1 R-regs
