!!ARBfp1.0
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -quiet -profile arbfp1
# source file: tests/sema/cases/438_stmt_switch_fallthrough_default_middle.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile arbfp1
#program main
#var float4 c : $vin.COLOR0 : COL0 : 0 : 1
#var float4 t : $vin.TEXCOORD0 : TEX0 : 1 : 1
#var float4 main : $vout.COLOR : COL : -1 : 1
#const c[0] = 1 0 3 2
#const c[1] = 5
PARAM c[2] = { { 1, 0, 3, 2 },
		{ 5 } };
TEMP R0;
TEMP R1;
TEMP R2;
MUL R0.x, fragment.color.primary, c[0].z;
FLR R1.y, R0.x;
ADD R1.z, R1.y, -c[0].w;
ADD R1.x, R1.y, -c[0];
ABS R1.w, R1.z;
ABS R1.z, R1.x;
CMP R1.x, -R1.w, c[0], c[0].y;
ADD R1.w, R1.y, -c[0].z;
CMP R1.y, -R1.z, c[0], c[0].x;
ABS R1.y, R1;
MUL R0, fragment.texcoord[0], c[0].w;
CMP R0, -R1.z, fragment.texcoord[0], R0;
ABS R1.z, R1.w;
CMP R2.x, -R1.y, c[0].y, c[0];
CMP R1.z, -R1, c[0].x, c[0].y;
MUL R1.y, R2.x, R1.z;
MUL R1.x, R1.y, R1;
CMP R0.y, -R1.x, c[1].x, R0;
ADD R1, R0, c[0].x;
CMP result.color, -R2.x, R1, R0;
END
# 20 instructions, 3 R-regs
