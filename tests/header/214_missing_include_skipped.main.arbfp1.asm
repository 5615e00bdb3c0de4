!!ARBfp1.0
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -profile arbfp1
# source file: tests/header/214_missing_include_skipped.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile arbfp1
#program main
#semantic tint
#var float4 c : $vin.COLOR0 : COL0 : 0 : 1
#var float4 tint :  : c[0] : -1 : 1
#var float4 main : $vout.COLOR : COL : -1 : 1
PARAM c[1] = { program.local[0] };
MUL result.color, fragment.color.primary, c[0];
END
# 1 instructions, 0 R-regs
