!!VP2.0
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -profile vp30
# source file: tests/header/059_const_builtin.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile vp30
#program main
#var float4 p : $vin.POSITION : ATTR0 : 0 : 1
#var float4 main : $vout.POSITION : HPOS : -1 : 1
#const c[0] = 2.2 0.69314718 1.4426951 1
#const c[1] = 0 3 2
BB0:
LG2   R0.x, v[0].w;
MUL   R0.y, R0.x, c[0].x;
EX2   R0.w, R0.y;
LG2   R0.x, v[0].z;
MUL   R0.z, R0.x, c[0].y;
MIN   R1, v[0], c[0].w;
MAX   R1, R1, c[1].x;
MAD   R2, -R1, c[1].z, c[1].y;
MUL   R0.y, v[0], c[0].z;
MUL   R1, R1, R1;
SIN   R0.x, v[0].x;
EX2   R0.y, R0.y;
MUL   R1, R1, R2;
DP4   R3.x, R0, R0;
RSQ   R2.x, R3.x;
MAD   o[HPOS], R2.x, R0, R1;
END
# 16 instructions, 4 R-regs
