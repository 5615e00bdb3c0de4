!!ARBfp1.0
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -profile arbfp1
# source file: tests/header/124_explicit_unused.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile arbfp1
#program main
#semantic eUnused : C3
#semantic tUnused : TEXUNIT2
#semantic eUsed : C1
#semantic autoUsed
#var float4 c : $vin.COLOR0 : COL0 : 0 : 1
#var float4 eUnused : C3 : c[3] : -1 : 0
#var sampler2D tUnused : TEXUNIT2 : texunit 2 : -1 : 0
#var float4 eUsed : C1 : c[1] : -1 : 1
#var float4 autoUsed :  : c[0] : -1 : 1
#var float4 main : $vout.COLOR : COL : -1 : 1
PARAM c[2] = { program.local[0..1] };
TEMP R0;
MUL R0, fragment.color.primary, c[1];
ADD result.color, R0, c[0];
END
# 2 instructions, 1 R-regs
