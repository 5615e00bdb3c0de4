!!ARBvp1.0
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -profile arbvp1
# source file: tests/header/091_const_loop_unrolled.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile arbvp1
#program main
#semantic k
#var float4 p : $vin.POSITION : POSITION : 0 : 1
#var float4 k[0] :  : c[1] : -1 : 1
#var float4 k[1] :  : c[2] : -1 : 1
#var float4 k[2] :  : c[3] : -1 : 1
#var float4 main : $vout.POSITION : HPOS : -1 : 1
PARAM c[4] = { program.local[0..3] };
TEMP R0;
MUL R0, vertex.position, c[1];
MUL R0, R0, c[2];
MUL result.position, R0, c[3];
END
# 3 instructions, 1 R-regs
