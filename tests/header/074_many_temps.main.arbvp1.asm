!!ARBvp1.0
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -profile arbvp1
# source file: tests/header/074_many_temps.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile arbvp1
#program main
#semantic main.m
#var float4 p : $vin.POSITION : POSITION : 0 : 1
#var float4 q : $vin.TEXCOORD0 : TEXCOORD0 : 1 : 1
#var float4 s : $vin.TEXCOORD1 : TEXCOORD1 : 2 : 1
#var float4x4 m :  : c[1], 4 : 3 : 1
#var float4 main.pos : $vout.POSITION : HPOS : -1 : 1
#var float4 main.c0 : $vout.COLOR0 : COL0 : -1 : 1
PARAM c[5] = { program.local[0..4] };
TEMP R0;
TEMP R1;
TEMP R2;
TEMP R3;
TEMP R4;
TEMP R5;
TEMP R6;
DP4 R2.w, vertex.position, c[4];
DP4 R2.z, vertex.position, c[3];
DP4 R2.y, vertex.position, c[2];
DP4 R2.x, vertex.position, c[1];
DP4 R1.w, vertex.texcoord[0], c[4];
DP4 R1.z, vertex.texcoord[0], c[3];
DP4 R1.y, vertex.texcoord[0], c[2];
DP4 R1.x, vertex.texcoord[0], c[1];
DP4 R6.x, R1, R1;
DP4 R0.w, vertex.texcoord[1], c[4];
DP4 R0.z, vertex.texcoord[1], c[3];
DP4 R0.x, vertex.texcoord[1], c[1];
DP4 R0.y, vertex.texcoord[1], c[2];
MUL R3, R2, R1;
MUL R3, R0, R3;
MAD R4, R2, R1, R0;
MAD R5, R2.yzwx, R0.zwxy, R1;
MAD result.position, R4, R5, R3;
DP4 R3.y, R2, R2;
RSQ R6.x, R6.x;
MUL R1, R6.x, R1;
RSQ R3.y, R3.y;
MAD R2, R2, R3.y, R1;
DP4 R3.x, R0, R0;
RSQ R1.x, R3.x;
MAD result.color, R0, R1.x, R2;
END
# 26 instructions, 7 R-regs
