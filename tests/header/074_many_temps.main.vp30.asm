!!VP2.0
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -profile vp30
# source file: tests/header/074_many_temps.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile vp30
#program main
#semantic main.m
#var float4 p : $vin.POSITION : ATTR0 : 0 : 1
#var float4 q : $vin.TEXCOORD0 : TEXCOORD0 : 1 : 1
#var float4 s : $vin.TEXCOORD1 : TEXCOORD1 : 2 : 1
#var float4x4 m :  : c[0], 4 : 3 : 1
#var float4 main.pos : $vout.POSITION : HPOS : -1 : 1
#var float4 main.c0 : $vout.COLOR0 : COL0 : -1 : 1
BB0:
DP4   R2.x, v[0], c[0];
DP4   R2.w, v[0], c[3];
DP4   R2.z, v[0], c[2];
DP4   R2.y, v[0], c[1];
DP4   R1.w, v[8], c[3];
DP4   R1.z, v[8], c[2];
DP4   R1.y, v[8], c[1];
DP4   R1.x, v[8], c[0];
DP4   R6.x, R1, R1;
DP4   R0.w, v[9], c[3];
DP4   R0.z, v[9], c[2];
DP4   R0.x, v[9], c[0];
DP4   R0.y, v[9], c[1];
MUL   R3, R2, R1;
MUL   R3, R0, R3;
MAD   R4, R2, R1, R0;
MAD   R5, R2.yzwx, R0.zwxy, R1;
MAD   o[HPOS], R4, R5, R3;
DP4   R3.y, R2, R2;
RSQ   R6.x, R6.x;
MUL   R1, R6.x, R1;
RSQ   R3.y, R3.y;
MAD   R1, R2, R3.y, R1;
DP4   R3.x, R0, R0;
RSQ   R2.x, R3.x;
MAD   o[COL0], R0, R2.x, R1;
END
# 26 instructions, 7 R-regs
