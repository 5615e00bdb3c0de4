!!ARBvp1.0
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -quiet -profile arbvp1
# source file: tests/sema/cases/434_ovl_stdlib_mul_matching_shapes.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile arbvp1
#program main
#semantic m
#semantic h
#var float4 pos : $vin.POSITION : POSITION : 0 : 1
#var float3x4 m :  : c[1], 3 : -1 : 1
#var float4x4 h :  : c[4], 4 : -1 : 1
#var float4 main : $vout.POSITION : HPOS : -1 : 1
PARAM c[8] = { program.local[0..7] };
TEMP R0;
TEMP R1;
MUL R0, vertex.position.y, c[2];
MAD R0, vertex.position.x, c[1], R0;
MAD R1, vertex.position.z, c[3], R0;
DP4 R0.z, vertex.position, c[6];
DP4 R0.y, vertex.position, c[5];
DP4 R0.x, vertex.position, c[4];
DP4 R0.w, vertex.position, c[7];
ADD R1, R0, R1;
DP4 R0.z, vertex.position, c[3];
DP4 R0.x, vertex.position, c[1];
DP4 R0.y, vertex.position, c[2];
ADD result.position, R1, R0.xyzz;
END
# 12 instructions, 2 R-regs
