!!ARBvp1.0
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -profile arbvp1
# source file: tests/header/112_mul_row_vector.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile arbvp1
#program main
#semantic m
#semantic n
#var float4 p : $vin.POSITION : POSITION : 0 : 1
#var float4x4 m :  : c[1], 4 : -1 : 1
#var float3x4 n :  : c[5], 3 : -1 : 1
#var float4 main : $vout.POSITION : HPOS : -1 : 1
PARAM c[8] = { program.local[0..7] };
TEMP R0;
TEMP R1;
MUL R0, vertex.position.y, c[2];
MUL R1, vertex.position.y, c[6];
MAD R0, vertex.position.x, c[1], R0;
MAD R1, vertex.position.x, c[5], R1;
MAD R0, vertex.position.z, c[3], R0;
MAD R1, vertex.position.z, c[7], R1;
MAD R0, vertex.position.w, c[4], R0;
ADD result.position, R0, R1;
END
# 8 instructions, 2 R-regs
