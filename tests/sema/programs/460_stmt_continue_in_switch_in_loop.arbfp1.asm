!!ARBfp1.0
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -quiet -profile arbfp1
# source file: tests/sema/cases/460_stmt_continue_in_switch_in_loop.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile arbfp1
#program main
#semantic main.k
#var float4 c : $vin.COLOR0 : COL0 : 0 : 1
#var float4 k[0] :  :  : 1 : 0
#var float4 k[1] :  :  : 1 : 0
#var float4 k[2] :  : c[0] : 1 : 1
#var float4 k[3] :  :  : 1 : 0
#var float4 main : $vout.COLOR : COL : -1 : 1
#const c[1] = 1 0 0.5
PARAM c[2] = { program.local[0],
		{ 1, 0, 0.5 } };
TEMP R0;
TEMP R1;
TEMP R2;
ABS R0.x, fragment.color.primary;
FLR R0.y, R0.x;
SLT R0.x, fragment.color.primary, c[1].y;
CMP R0.x, -R0, -R0.y, R0.y;
ABS R2.x, R0;
CMP R1.x, -R2, c[1].y, c[1];
ABS R2.y, R1.x;
MUL R0, fragment.color.primary, c[1].z;
CMP R2.x, -R2, c[1].y, c[1];
ADD R1, R0, c[1].x;
CMP R2.y, -R2, c[1], c[1].x;
CMP R0, -R2.y, R1, R0;
ADD R1, R0, c[0];
ABS R2.x, R2;
CMP R0, -R2.x, R0, R1;
MUL R1, R0, c[1].z;
CMP R0, -R2.x, R0, R1;
ADD R0, R0, fragment.color.primary;
MUL result.color, R0, c[1].z;
END
# 19 instructions, 3 R-regs
