!!ARBvp1.0
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -profile arbvp1
# source file: tests/header/093_binding_matrix_row_only.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile arbvp1
#program main
#semantic v0
#semantic rowOnly
#semantic v1
#semantic mulUsed
#var float4 p : $vin.POSITION : POSITION : 0 : 1
#var float4 v0 :  : c[9] : -1 : 1
#var float4x4 rowOnly :  : c[1], 4 : -1 : 1
#var float4 v1 :  : c[10] : -1 : 1
#var float4x4 mulUsed :  : c[5], 4 : -1 : 1
#var float4 main : $vout.POSITION : HPOS : -1 : 1
PARAM c[11] = { program.local[0..10] };
TEMP R0;
TEMP R1;
MOV R0, c[2];
ADD R0, R0, c[9];
ADD R1, R0, c[10];
DP4 R0.w, vertex.position, c[8];
DP4 R0.z, vertex.position, c[7];
DP4 R0.x, vertex.position, c[5];
DP4 R0.y, vertex.position, c[6];
ADD result.position, R1, R0;
END
# 8 instructions, 2 R-regs
