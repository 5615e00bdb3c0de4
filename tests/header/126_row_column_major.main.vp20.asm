!!VP1.1
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -profile vp20
# source file: tests/header/126_row_column_major.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile vp20
#program main
#semantic a
#semantic b
#semantic c
#var float4 p : $vin.POSITION : ATTR0 : 0 : 1
#var float4x4 a :  : c[0], 4 : -1 : 1
#var float4x4 b :  : c[4], 4 : -1 : 1
#var float4x3 c :  : c[8], 4 : -1 : 1
#var float4 main : $vout.POSITION : HPOS : -1 : 1
MUL   R1, v[0].y, c[5];
MUL   R0.xyz, v[0].y, c[9];
MAD   R1, v[0].x, c[4], R1;
MAD   R0.xyz, v[0].x, c[8], R0;
MAD   R0.xyz, v[0].z, c[10], R0;
MAD   R2.xyz, v[0].w, c[11], R0;
MAD   R1, v[0].z, c[6], R1;
MAD   R1, v[0].w, c[7], R1;
DP4   R0.w, v[0], c[3];
DP4   R0.z, v[0], c[2];
DP4   R0.y, v[0], c[1];
DP4   R0.x, v[0], c[0];
ADD   R0, R0, R1;
ADD   o[HPOS], R0, R2.xyzz;
END
# 14 instructions, 0 R-regs
