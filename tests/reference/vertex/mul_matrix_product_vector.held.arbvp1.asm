!!ARBvp1.0
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -profile arbvp1
# source file: tests/shaders/vertex/mul_matrix_product_vector.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile arbvp1
#program held
#semantic held.A
#semantic held.B
#var float4 p : $vin.POSITION : POSITION : 0 : 1
#var float4x4 A :  : c[1], 4 : 1 : 1
#var float4x4 B :  : c[5], 4 : 2 : 1
#var float4 held : $vout.POSITION : HPOS : -1 : 1
PARAM c[9] = { program.local[0..8] };
TEMP R0;
TEMP R1;
TEMP R2;
TEMP R3;
TEMP R4;
TEMP R5;
MOV R0, c[6];
MOV R1, c[5];
MUL R2, R0, c[3].y;
MAD R4, R1, c[3].x, R2;
MOV R2, c[7];
MUL R3, R0, c[4].y;
MAD R3, R1, c[4].x, R3;
MAD R5, R2, c[3].z, R4;
MAD R4, R2, c[4].z, R3;
MOV R3, c[8];
MAD R4, R3, c[4].w, R4;
MAD R5, R3, c[3].w, R5;
DP4 result.position.w, R4, vertex.position;
MUL R4, R0, c[2].y;
MUL R0, R0, c[1].y;
MAD R0, R1, c[1].x, R0;
MAD R4, R1, c[2].x, R4;
MAD R1, R2, c[2].z, R4;
MAD R0, R2, c[1].z, R0;
MAD R1, R3, c[2].w, R1;
MAD R0, R3, c[1].w, R0;
DP4 result.position.z, vertex.position, R5;
DP4 result.position.y, vertex.position, R1;
DP4 result.position.x, vertex.position, R0;
END
# 24 instructions, 6 R-regs
