!!ARBvp1.0
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -profile arbvp1
# source file: tests/header/012_row_major_mul_order.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile arbvp1
#program main
#semantic a
#semantic b
#var float4 p : $vin.POSITION : POSITION : 0 : 1
#var float4x4 a :  : c[1], 4 : -1 : 1
#var float4x4 b :  : c[5], 4 : -1 : 1
#var float4 main : $vout.POSITION : HPOS : -1 : 1
PARAM c[9] = { program.local[0..8] };
TEMP R0;
TEMP R1;
MUL R0, vertex.position.y, c[6];
MAD R0, vertex.position.x, c[5], R0;
MAD R0, vertex.position.z, c[7], R0;
MAD R1, vertex.position.w, c[8], R0;
DP4 R0.w, vertex.position, c[4];
DP4 R0.z, vertex.position, c[3];
DP4 R0.y, vertex.position, c[2];
DP4 R0.x, vertex.position, c[1];
ADD result.position, R0, R1;
END
# 9 instructions, 2 R-regs
