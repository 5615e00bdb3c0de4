!!ARBvp1.0
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -profile arbvp1
# source file: tests/header/125_explicit_unused_vertex.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile arbvp1
#program main
#semantic mUnused : C4
#semantic a
#semantic b
#var float4 p : $vin.POSITION : POSITION : 0 : 1
#var float4x4 mUnused : C4 : c[4], 4 : -1 : 0
#var float4 a :  : c[1] : -1 : 1
#var float4 b :  : c[2] : -1 : 1
#var float4 main : $vout.POSITION : HPOS : -1 : 1
PARAM c[3] = { program.local[0..2] };
TEMP R0;
MUL R0, vertex.position, c[1];
ADD result.position, R0, c[2];
END
# 2 instructions, 1 R-regs
