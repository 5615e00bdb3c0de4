!!VP2.0
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -profile vp30
# source file: tests/header/112_mul_row_vector.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile vp30
#program main
#semantic m
#semantic n
#var float4 p : $vin.POSITION : ATTR0 : 0 : 1
#var float4x4 m :  : c[0], 4 : -1 : 1
#var float3x4 n :  : c[4], 3 : -1 : 1
#var float4 main : $vout.POSITION : HPOS : -1 : 1
BB0:
MUL   R0, v[0].y, c[1];
MUL   R1, v[0].y, c[5];
MAD   R0, v[0].x, c[0], R0;
MAD   R1, v[0].x, c[4], R1;
MAD   R0, v[0].z, c[2], R0;
MAD   R1, v[0].z, c[6], R1;
MAD   R0, v[0].w, c[3], R0;
ADD   o[HPOS], R0, R1;
END
# 8 instructions, 2 R-regs
