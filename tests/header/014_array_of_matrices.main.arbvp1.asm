!!ARBvp1.0
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -profile arbvp1
# source file: tests/header/014_array_of_matrices.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile arbvp1
#program main
#semantic bones
#semantic b34
#var float4 p : $vin.POSITION : POSITION : 0 : 1
#var float4x4 bones[0] :  : , 4 : -1 : 0
#var float4x4 bones[1] :  : c[1], 4 : -1 : 1
#var float4x4 bones[2] :  : , 4 : -1 : 0
#var float3x4 b34[0] :  : , 3 : -1 : 0
#var float3x4 b34[1] :  : c[5], 3 : -1 : 1
#var float4 main : $vout.POSITION : HPOS : -1 : 1
PARAM c[8] = { program.local[0..7] };
TEMP R0;
TEMP R1;
DP4 R1.w, vertex.position, c[4];
DP4 R1.z, vertex.position, c[3];
DP4 R1.y, vertex.position, c[2];
DP4 R1.x, vertex.position, c[1];
DP4 R0.z, vertex.position, c[7];
DP4 R0.x, vertex.position, c[5];
DP4 R0.y, vertex.position, c[6];
ADD result.position, R1, R0.xyzz;
END
# 8 instructions, 2 R-regs
