!!ARBfp1.0
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -profile arbfp1
# source file: tests/header/083_matrix_partial_rows_fragment.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile arbfp1
#program main
#semantic m
#var float4 c : $vin.COLOR0 :  : 0 : 0
#var float4x4 m :  : c[0], 4 : -1 : 1
#var float4 main : $vout.COLOR : COL : -1 : 1
PARAM c[4] = { program.local[0..3] };
TEMP R0;
MOV R0, c[3];
ADD result.color, R0, c[1];
END
# 2 instructions, 1 R-regs
