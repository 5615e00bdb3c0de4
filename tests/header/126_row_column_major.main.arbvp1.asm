!!ARBvp1.0
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -profile arbvp1
# source file: tests/header/126_row_column_major.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile arbvp1
#program main
#semantic a
#semantic b
#semantic c
#var float4 p : $vin.POSITION : POSITION : 0 : 1
#var float4x4 a :  : c[1], 4 : -1 : 1
#var float4x4 b :  : c[5], 4 : -1 : 1
#var float4x3 c :  : c[9], 4 : -1 : 1
#var float4 main : $vout.POSITION : HPOS : -1 : 1
PARAM c[13] = { program.local[0..12] };
TEMP R0;
TEMP R1;
TEMP R2;
MUL R1, vertex.position.y, c[6];
MUL R0.xyz, vertex.position.y, c[10];
MAD R1, vertex.position.x, c[5], R1;
MAD R0.xyz, vertex.position.x, c[9], R0;
MAD R0.xyz, vertex.position.z, c[11], R0;
MAD R2.xyz, vertex.position.w, c[12], R0;
MAD R1, vertex.position.z, c[7], R1;
MAD R1, vertex.position.w, c[8], R1;
DP4 R0.w, vertex.position, c[4];
DP4 R0.z, vertex.position, c[3];
DP4 R0.y, vertex.position, c[2];
DP4 R0.x, vertex.position, c[1];
ADD R0, R0, R1;
ADD result.position, R0, R2.xyzz;
END
# 14 instructions, 3 R-regs
