!!VP1.1
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -profile vp20
# source file: tests/shaders/flow/loop_return_continue_helper.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile vp20
#program main
#semantic main.k
#var float4 p : $vin.POSITION : ATTR0 : 0 : 1
#var float4 w : $vin.TEXCOORD1 : TEXCOORD1 : 1 : 1
#var float4 k[0] :  : c[0] : 2 : 1
#var float4 k[1] :  : c[1] : 2 : 1
#var float4 k[2] :  : c[2] : 2 : 1
#var float4 k[3] :  : c[3] : 2 : 1
#var float4 col : $vout.COLOR0 : COL0 : 3 : 1
#var float4 main : $vout.POSITION : HPOS : -1 : 1
#const c[4] = 0 1 -1 2
SLT   R5, v[9], c[4].z;
MAX   R1.x, -R5, R5;
SLT   R1.x, c[4], R1;
ADD   R1.x, -R1, c[4].y;
SLT   R6, v[9].wzyx, c[4].x;
MUL   R2.x, R1, R6.w;
MUL   R5.y, R1.x, R5;
MAX   R1.y, -R5, R5;
SLT   R1.y, c[4].x, R1;
ADD   R1.y, -R1, c[4];
MUL   R1.z, R1.x, R1.y;
MUL   R1.y, R1.x, R1.z;
MUL   R5.z, R1.y, R5;
MAX   R1.w, -R5.z, R5.z;
SLT   R1.w, c[4].x, R1;
ADD   R1.w, -R1, c[4].y;
MUL   R7.y, R1.z, R1.w;
MUL   R7.x, R1.y, R7.y;
MUL   R1.z, R7.x, R6.y;
MAX   R1.z, -R1, R1;
SLT   R1.z, c[4].x, R1;
ADD   R1.w, R1.z, c[4].x;
MAX   R5.y, -R5, R5;
MUL   R5.w, R7.x, R5;
SGE   R1.w, c[4].x, R1;
SGE   R1.z, R1, -c[4].x;
MUL   R1.z, R1, R1.w;
MUL   R1.w, R1.y, R6.z;
MAX   R6.z, -R5, R5;
MUL   R1.z, R7.x, R1;
MAX   R1.z, -R1, R1;
SLT   R6.y, c[4].x, R1.z;
MAX   R1.w, -R1, R1;
SLT   R1.z, c[4].x, R1.w;
ADD   R1.w, R1.z, c[4].x;
MAX   R2.x, -R2, R2;
SGE   R1.w, c[4].x, R1;
SGE   R1.z, R1, -c[4].x;
MUL   R1.z, R1, R1.w;
MUL   R1.y, R1, R1.z;
SLT   R1.w, c[4].x, R2.x;
ADD   R1.z, R1.w, c[4].x;
SGE   R2.x, c[4], R1.z;
MAX   R1.y, -R1, R1;
SLT   R4.x, c[4], R1.y;
SGE   R1.z, R1.w, -c[4].x;
MUL   R1.z, R1, R2.x;
MUL   R1.x, R1, R1.z;
MAX   R2.x, -R1, R1;
ADD   R2.y, -R4.x, c[4];
SLT   R2.x, c[4], R2;
MUL   R1, v[9].x, c[0];
MUL   R1, R2.x, R1;
MAD   R3, v[9].y, c[1], R1;
MUL   R2, R1, R2.y;
MAD   R2, R4.x, R3, R2;
ADD   R3.x, -R6.y, c[4].y;
SLT   R5.y, c[4].x, R5;
MUL   R1, R1, R5.y;
MAD   R4, v[9].z, c[2], R2;
MUL   R3, R2, R3.x;
MAD   R3, R6.y, R4, R3;
MAX   R4.y, -R5.w, R5.w;
MAX   R4.x, -R5.w, R5.w;
SLT   R5.w, c[4].x, R4.x;
SLT   R6.y, c[4].x, R4;
ADD   R5.w, -R5, c[4].y;
MUL   R5.z, R5.w, R7.y;
SLT   R6.z, c[4].x, R6;
MUL   R5.w, R5.z, R7.x;
MUL   R2, R2, R6.z;
MUL   R4, R3, R6.y;
MUL   R6.x, R5.w, R6;
MAX   R6.w, -R5.x, R5.x;
MAX   R5.x, -R6, R6;
SLT   R6.x, c[4], R6.w;
ADD   R6.x, -R6, c[4].y;
MUL   R0, R6.x, R0;
ADD   R6.x, -R5.y, c[4].y;
MUL   R0, R6.x, R0;
MAD   R0, R1, c[4].w, R0;
ADD   R1.y, -R6.z, c[4];
MUL   R0, R1.y, R0;
SLT   R1.x, c[4], R5;
ADD   R1.y, R1.x, c[4].x;
MAD   R0, R2, c[4].w, R0;
SGE   R1.y, c[4].x, R1;
SGE   R1.x, R1, -c[4];
MUL   R1.x, R1, R1.y;
ADD   R1.y, -R6, c[4];
MUL   R0, R1.y, R0;
MUL   R1.x, R5.w, R1;
MAX   R1.y, -R1.x, R1.x;
MAD   R0, R4, c[4].w, R0;
SLT   R4.y, c[4].x, R1;
MAX   R1.x, -R5.z, R5.z;
SLT   R4.x, c[4], R1;
ADD   R1.x, -R4, c[4].y;
ADD   R2.x, -R4.y, c[4].y;
MUL   R1, R1.x, R0;
MUL   R0, R3, R2.x;
MAD   R2, v[9].w, c[3], R3;
MAD   R0, R4.y, R2, R0;
MAD   o[COL0], R4.x, R0, R1;
MOV   o[HPOS], v[0];
END
# 105 instructions, 0 R-regs
