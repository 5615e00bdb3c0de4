!!VP2.0
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -profile vp30
# source file: tests/shaders/vertex/mul_matrix_product_vector.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile vp30
#program row
#semantic row.A
#semantic row.B
#semantic row.C
#var float4 p : $vin.POSITION : ATTR0 : 0 : 1
#var float4x4 A :  : c[0], 4 : 1 : 1
#var float4x4 B :  : c[4], 4 : 2 : 1
#var float4x4 C :  : c[8], 4 : 3 : 1
#var float4 row : $vout.POSITION : HPOS : -1 : 1
BB0:
MOV   R3, c[5];
MOV   R2, c[4];
MUL   R1, R3, c[0].y;
MAD   R4, R2, c[0].x, R1;
MOV   R1, c[6];
MUL   R0, R3, c[1].y;
MAD   R0, R2, c[1].x, R0;
MAD   R5, R1, c[1].z, R0;
MOV   R0, c[7];
MAD   R5, R0, c[1].w, R5;
MAD   R4, R1, c[0].z, R4;
MAD   R4, R0, c[0].w, R4;
MUL   R5, v[0].y, R5;
MAD   R5, v[0].x, R4, R5;
MUL   R4, R3, c[2].y;
MUL   R3, R3, c[3].y;
MAD   R4, R2, c[2].x, R4;
MAD   R2, R2, c[3].x, R3;
MAD   R3, R1, c[2].z, R4;
MAD   R1, R1, c[3].z, R2;
MAD   R2, R0, c[2].w, R3;
MAD   R0, R0, c[3].w, R1;
MAD   R2, v[0].z, R2, R5;
MAD   R0, v[0].w, R0, R2;
MUL   R1, R0.y, c[9];
MAD   R1, R0.x, c[8], R1;
MAD   R1, R0.z, c[10], R1;
MAD   o[HPOS], R0.w, c[11], R1;
END
# 28 instructions, 6 R-regs
