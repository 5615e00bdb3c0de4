!!ARBfp1.0
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -quiet -profile arbfp1
# source file: tests/sema/cases/664_true_false_hidden_by_declarations.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile arbfp1
#program main
#semantic main.false
#semantic true
#var float4 p : $vin.TEXCOORD0 : TEX0 : 0 : 1
#var float4 false :  : c[0] : 1 : 1
#var float true :  : c[1] : -1 : 1
#var float4 main : $vout.COLOR : COL : -1 : 1
#const c[2] = 1 0
PARAM c[3] = { program.local[0..1],
		{ 1, 0 } };
TEMP R0;
TEMP R1;
SLT R0.x, c[2].y, fragment.texcoord[0];
MUL R1, fragment.texcoord[0], c[1].x;
ABS R0.x, R0;
ADD R1, R1, c[0];
CMP R0.x, -R0, c[2].y, c[2];
CMP result.color, -R0.x, -R1, R1;
END
# 6 instructions, 2 R-regs
