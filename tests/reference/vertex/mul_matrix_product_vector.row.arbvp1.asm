!!ARBvp1.0
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -profile arbvp1
# source file: tests/shaders/vertex/mul_matrix_product_vector.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile arbvp1
#program row
#semantic row.A
#semantic row.B
#semantic row.C
#var float4 p : $vin.POSITION : POSITION : 0 : 1
#var float4x4 A :  : c[1], 4 : 1 : 1
#var float4x4 B :  : c[5], 4 : 2 : 1
#var float4x4 C :  : c[9], 4 : 3 : 1
#var float4 row : $vout.POSITION : HPOS : -1 : 1
PARAM c[13] = { program.local[0..12] };
TEMP R0;
TEMP R1;
TEMP R2;
TEMP R3;
TEMP R4;
TEMP R5;
MOV R3, c[6];
MOV R2, c[5];
MUL R1, R3, c[1].y;
MAD R4, R2, c[1].x, R1;
MOV R1, c[7];
MUL R0, R3, c[2].y;
MAD R0, R2, c[2].x, R0;
MAD R5, R1, c[2].z, R0;
MOV R0, c[8];
MAD R5, R0, c[2].w, R5;
MAD R4, R1, c[1].z, R4;
MAD R4, R0, c[1].w, R4;
MUL R5, vertex.position.y, R5;
MAD R5, vertex.position.x, R4, R5;
MUL R4, R3, c[3].y;
MUL R3, R3, c[4].y;
MAD R4, R2, c[3].x, R4;
MAD R2, R2, c[4].x, R3;
MAD R3, R1, c[3].z, R4;
MAD R1, R1, c[4].z, R2;
MAD R2, R0, c[3].w, R3;
MAD R0, R0, c[4].w, R1;
MAD R2, vertex.position.z, R2, R5;
MAD R0, vertex.position.w, R0, R2;
MUL R1, R0.y, c[10];
MAD R1, R0.x, c[9], R1;
MAD R1, R0.z, c[11], R1;
MAD result.position, R0.w, c[12], R1;
END
# 28 instructions, 6 R-regs
