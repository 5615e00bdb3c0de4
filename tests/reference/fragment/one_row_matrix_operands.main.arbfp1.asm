!!ARBfp1.0
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -profile arbfp1
# source file: tests/shaders/fragment/one_row_matrix_operands.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile arbfp1
#program main
#semantic main.bias
#semantic main.threshold
#var float4 weights : $vin.TEXCOORD0 : TEX0 : 0 : 1
#var float4 tint : $vin.COLOR0 : COL0 : 1 : 1
#var float4 bias :  : c[0] : 2 : 1
#var float threshold :  : c[1] : 3 : 1
#var float4 main : $vout.COLOR : COL : -1 : 1
#const c[2] = 1 0 4 3
PARAM c[3] = { program.local[0..1],
		{ 1, 0, 4, 3 } };
TEMP R0;
TEMP R1;
TEMP R2;
TEMP R3;
MUL R0, fragment.texcoord[0], c[2].w;
ABS R1, R0;
SLT R0, R0, c[2].y;
FLR R1, R1;
CMP R1, -R0, -R1, R1;
MUL R0, fragment.texcoord[0], c[2].z;
ADD R2, fragment.texcoord[0].x, R1;
ABS R1, R0;
FLR R1, R1;
SLT R0, R0, c[2].y;
CMP R0, -R0, -R1, R1;
SLT R3.x, c[1], fragment.color.primary.w;
ABS R1.x, R3;
MUL R0, fragment.texcoord[0], R0;
CMP R1.x, -R1, c[2].y, c[2];
CMP R0, -R1.x, c[0], R0;
MAD result.color, R0, fragment.color.primary, R2;
END
# 17 instructions, 4 R-regs
