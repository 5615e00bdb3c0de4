!!ARBfp1.0
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -quiet -profile arbfp1
# source file: tests/sema/cases/442_struct_member_function_calls_sibling.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile arbfp1
#program main
#semantic t
#var float4 c : $vin.COLOR0 : COL0 : 0 : 1
#var float4 t.color :  : c[0] : -1 : 1
#var float4 main : $vout.COLOR : COL : -1 : 1
#const c[1] = 2
PARAM c[2] = { program.local[0],
		{ 2 } };
TEMP R0;
MUL R0, fragment.color.primary, c[0];
MUL result.color, R0, c[1].x;
END
# 2 instructions, 1 R-regs
