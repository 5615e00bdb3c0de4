!!ARBfp1.0
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -profile arbfp1
# source file: tests/header/364_uniform_initializer_calls_later_function.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile arbfp1
#program main
#semantic tilt
#semantic stretch
#semantic tint
#var float2 uv : $vin.TEXCOORD0 : TEX0 : 1 : 1
#var float2 tilt :  : c[0] : -1 : 1
#var float3 stretch :  : c[1] : -1 : 1
#var float4 tint :  : c[2] : -1 : 1
#var float4 main : $vout.COLOR : COL : -1 : 1
#const c[3] = 1
PARAM c[4] = { program.local[0..2],
		{ 1 } };
TEMP R0;
MUL R0.xy, fragment.texcoord[0], c[1];
ADD R0.xy, R0, c[0];
MOV R0.w, c[3].x;
MOV R0.z, c[1];
MUL result.color, R0, c[2];
END
# 5 instructions, 1 R-regs
