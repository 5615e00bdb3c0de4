!!ARBfp1.0
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -profile arbfp1
# source file: tests/header/082_int_bool_uniforms.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile arbfp1
#program main
#semantic i1
#semantic i4
#semantic b1
#semantic b2
#var float4 c : $vin.COLOR0 : COL0 : 0 : 1
#var int i1 :  : c[0] : -1 : 1
#var int4 i4 :  : c[1] : -1 : 1
#var bool b1 :  : c[2] : -1 : 1
#var bool2 b2 :  : c[3] : -1 : 1
#var float4 main : $vout.COLOR : COL : -1 : 1
#const c[4] = 2 1
PARAM c[5] = { program.local[0..3],
		{ 2, 1 } };
TEMP R0;
TEMP R1;
MUL R0, fragment.color.primary, c[0].x;
ADD R0, R0, c[1];
MUL R1, R0, c[4].x;
CMP R0, -c[2].x, R1, R0;
ADD R1, R0, c[4].y;
CMP result.color, -c[3].y, R1, R0;
END
# 6 instructions, 2 R-regs
