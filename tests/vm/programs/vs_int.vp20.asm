!!VP1.1
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -quiet -profile vp20
# source file: tests/vm/cg/vs_int.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile vp20
#program main
#semantic main.k
#var float4 p : $vin.POSITION : ATTR0 : 0 : 1
#var float4 a : $vin.TEXCOORD0 : TEXCOORD0 : 1 : 1
#var float4 k :  : c[0] : 2 : 1
#var float4 hpos : $vout.POSITION : HPOS : 3 : 1
#var float4 o : $vout.TEXCOORD0 : TEX0 : 4 : 1
#const c[1] = 0 1 3
MUL   R2, v[8], c[1].z;
MAX   R4, R2, -R2;
EXP   R1.y, R4.w;
EXP   R0.y, R4.z;
ADD   R1.z, R4, -R0.y;
SLT   R2, R2, c[1].x;
MAX   R2, -R2, R2;
SLT   R2, c[1].x, R2;
ADD   R1.w, R4, -R1.y;
EXP   R0.y, R4.y;
ADD   R1.y, R4, -R0;
EXP   R0.y, R4.x;
ADD   R1.x, R4, -R0.y;
ADD   R3, -R2, c[1].y;
MUL   R0, R1, R3;
MAD   R2, R2, -R1, R0;
SLT   R4, v[8], c[1].x;
RCP   R0.x, c[0].x;
RCP   R0.y, c[0].y;
RCP   R0.w, c[0].w;
RCP   R0.z, c[0].z;
MUL   R1, v[8], R0;
MAX   R1, R1, -R1;
MAX   R0, -R4, R4;
SLT   R5, c[1].x, R0;
EXP   R0.y, R1.x;
MOV   R1.x, R0.y;
EXP   R0.y, R1.z;
MOV   R1.z, R0.y;
EXP   R0.y, R1.w;
MOV   R1.w, R0.y;
EXP   R1.y, R1.y;
MAX   R3, c[0], -c[0];
MUL   R0, R1, R3;
ADD   R6, -R5, c[1].y;
MUL   R1, R0, R6;
MAD   R0, R5, -R0, R1;
SLT   R3, c[1].x, v[8];
ADD   R1, -R4, R3;
ADD   R0, R2, R0;
ADD   o[TEX0], R0, R1;
MOV   o[HPOS], v[0];
END
# 42 instructions, 0 R-regs
