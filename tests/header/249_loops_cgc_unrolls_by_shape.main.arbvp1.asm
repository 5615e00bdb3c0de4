!!ARBvp1.0
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -profile arbvp1
# source file: tests/header/249_loops_cgc_unrolls_by_shape.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile arbvp1
#program main
#var float4 p : $vin.POSITION : POSITION : 0 : 1
#var float4 main : $vout.POSITION : HPOS : -1 : 1
#const c[0] = 4 2
PARAM c[1] = { { 4, 2 } };
TEMP R0;
ADD R0, vertex.position, vertex.position;
ADD R0, vertex.position, R0;
ADD R0, vertex.position, R0;
MAD R0, vertex.position, c[0].y, R0;
MUL result.position, R0, c[0].x;
END
# 5 instructions, 1 R-regs
