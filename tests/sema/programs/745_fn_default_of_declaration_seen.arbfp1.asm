!!ARBfp1.0
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -quiet -profile arbfp1
# source file: tests/sema/cases/745_fn_default_of_declaration_seen.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile arbfp1
#program main
#semantic main.exposure
#var float4 color : $vin.COLOR0 : COL0 : 0 : 1
#var float exposure :  : c[0] : 1 : 1
#var float4 main : $vout.COLOR : COL : -1 : 1
#const c[1] = 0.25 2
PARAM c[2] = { program.local[0],
		{ 0.25, 2 } };
TEMP R0;
MUL R0, fragment.color.primary, c[1].y;
MAD R0, fragment.color.primary, c[1].x, R0;
MAD result.color, fragment.color.primary, c[0].x, R0;
END
# 3 instructions, 1 R-regs
