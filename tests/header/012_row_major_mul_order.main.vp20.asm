!!VP1.1
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -profile vp20
# source file: tests/header/012_row_major_mul_order.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile vp20
#program main
#semantic a
#semantic b
#var float4 p : $vin.POSITION : ATTR0 : 0 : 1
#var float4x4 a :  : c[0], 4 : -1 : 1
#var float4x4 b :  : c[4], 4 : -1 : 1
#var float4 main : $vout.POSITION : HPOS : -1 : 1
MUL   R0, v[0].y, c[5];
MAD   R0, v[0].x, c[4], R0;
MAD   R0, v[0].z, c[6], R0;
MAD   R1, v[0].w, c[7], R0;
DP4   R0.w, v[0], c[3];
DP4   R0.z, v[0], c[2];
DP4   R0.y, v[0], c[1];
DP4   R0.x, v[0], c[0];
ADD   o[HPOS], R0, R1;
END
# 9 instructions, 0 R-regs
