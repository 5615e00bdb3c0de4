!!ARBfp1.0
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -quiet -profile arbfp1
# source file: tests/sema/cases/748_fn_default_names_file_scope.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile arbfp1
#program main
#semantic main.exposure
#var float4 color : $vin.COLOR0 : COL0 : 0 : 1
#var float exposure :  : c[0] : 1 : 1
#var float4 main : $vout.COLOR : COL : -1 : 1
#const c[1] = 0.5 4
PARAM c[2] = { program.local[0],
		{ 0.5, 4 } };
TEMP R0;
MOV R0.x, c[1].y;
MUL R0.x, R0, c[0];
MAD result.color, fragment.color.primary, c[1].x, R0.x;
END
# 3 instructions, 1 R-regs
