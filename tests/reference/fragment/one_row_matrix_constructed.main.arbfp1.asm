!!ARBfp1.0
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -profile arbfp1
# source file: tests/shaders/fragment/one_row_matrix_constructed.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile arbfp1
#program main
#semantic main.bias
#var float4 weights : $vin.TEXCOORD0 : TEX0 : 0 : 1
#var float4 tint : $vin.COLOR0 : COL0 : 1 : 1
#var float4 bias :  : c[0] : 2 : 1
#var float4 main : $vout.COLOR : COL : -1 : 1
#const c[1] = 0 1 0.5 3.7
#const c[2] = 0.25 2.5
PARAM c[3] = { program.local[0],
		{ 0, 1, 0.5, 3.7 },
		{ 0.25, 2.5 } };
TEMP R0;
TEMP R1;
TEMP R2;
TEMP R3;
MUL R2, fragment.texcoord[0], c[2].y;
ABS R3, R2;
MOV R0.x, c[1].w;
MUL R0, R0.x, c[0];
ABS R1, R0;
SLT R0, R0, c[1].x;
FLR R1, R1;
CMP R1, -R0, -R1, R1;
ADD R0, fragment.color.primary, -c[1].z;
MUL R1, R1, c[2].x;
ABS R0, R0;
FLR R3, R3;
SLT R2, R2, c[1].x;
CMP R2, -R2, -R3, R3;
MAD R1, fragment.texcoord[0], c[1].z, R1;
CMP R0, -R0, c[1].y, c[1].x;
MUL R0, R0, R1;
MAD result.color, R0, fragment.color.primary, R2;
END
# 18 instructions, 4 R-regs
