!!ARBvp1.0
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -profile arbvp1
# source file: tests/header/304_debug_uniform_matrix.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile arbvp1
#program main
#semantic a
#semantic m
#semantic n
#semantic q
#semantic z
#semantic k
#semantic v
#var float4 p : $vin.POSITION : POSITION : 0 : 1
#var float4 a :  : c[10] : -1 : 1
#var float3x3 m :  : c[1], 3 : -1 : 0
#var float4x4 n :  : c[4], 4 : -1 : 0
#var float2x4 q :  : c[8], 2 : -1 : 0
#var float4x4 z :  : , 4 : -1 : 0
#var float4 k :  : c[11] : -1 : 1
#var float4 v :  :  : -1 : 0
#var float4 main : $vout.POSITION : HPOS : -1 : 1
PARAM c[12] = { program.local[0..11] };
TEMP R0;
MUL R0, vertex.position, c[11];
ADD result.position, R0, c[10];
END
# 2 instructions, 1 R-regs
