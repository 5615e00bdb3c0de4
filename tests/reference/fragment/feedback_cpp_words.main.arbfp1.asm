!!ARBfp1.0
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -profile arbfp1
# source file: tests/shaders/fragment/feedback_cpp_words.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile arbfp1
#program main
#semantic main.current
#semantic main.previous
#semantic main.decay
#semantic main.sizeof
#var float4 IN.public : $vin.TEXCOORD0 : TEX0 : 0 : 1
#var float2 IN.uv : $vin.TEXCOORD1 : TEX1 : 0 : 1
#var sampler2D current :  : texunit 0 : 1 : 1
#var sampler2D previous :  : texunit 1 : 2 : 1
#var float decay :  : c[0] : 3 : 1
#var float sizeof :  : c[1] : 4 : 1
#var float4 main : $vout.COLOR : COL : -1 : 1
#const c[2] = 0.5
PARAM c[3] = { program.local[0..1],
		{ 0.5 } };
TEMP R0;
TEMP R1;
MUL R0, fragment.texcoord[0], c[1].x;
MUL R1, R0, c[2].x;
TEX R0, fragment.texcoord[1], texture[1], 2D;
MAD R0, R0, c[0].x, R1;
MAD R1, R0, c[0].x, R1;
TEX R0, fragment.texcoord[1], texture[0], 2D;
MAX result.color, R0, R1;
END
# 7 instructions, 2 R-regs
