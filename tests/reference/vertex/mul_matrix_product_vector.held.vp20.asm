!!VP1.1
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -profile vp20
# source file: tests/shaders/vertex/mul_matrix_product_vector.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile vp20
#program held
#semantic held.A
#semantic held.B
#var float4 p : $vin.POSITION : ATTR0 : 0 : 1
#var float4x4 A :  : c[0], 4 : 1 : 1
#var float4x4 B :  : c[4], 4 : 2 : 1
#var float4 held : $vout.POSITION : HPOS : -1 : 1
MOV   R0, c[5];
MOV   R1, c[4];
MUL   R2, R0, c[2].y;
MAD   R4, R1, c[2].x, R2;
MOV   R2, c[6];
MUL   R3, R0, c[3].y;
MAD   R3, R1, c[3].x, R3;
MAD   R5, R2, c[2].z, R4;
MAD   R4, R2, c[3].z, R3;
MOV   R3, c[7];
MAD   R4, R3, c[3].w, R4;
MAD   R5, R3, c[2].w, R5;
DP4   o[HPOS].w, R4, v[0];
MUL   R4, R0, c[1].y;
MUL   R0, R0, c[0].y;
MAD   R0, R1, c[0].x, R0;
MAD   R4, R1, c[1].x, R4;
MAD   R1, R2, c[1].z, R4;
MAD   R0, R2, c[0].z, R0;
MAD   R1, R3, c[1].w, R1;
MAD   R0, R3, c[0].w, R0;
DP4   o[HPOS].z, v[0], R5;
DP4   o[HPOS].y, v[0], R1;
DP4   o[HPOS].x, v[0], R0;
END
# 24 instructions, 0 R-regs
