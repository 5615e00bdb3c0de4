!!VP1.1
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -profile vp20
# source file: tests/shaders/flow/do_while_runtime_break.cg
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
#const c[4] = 1 0 4 3
SLT   R0.x, v[9], c[0];
MAX   R0.x, -R0, R0;
SLT   R2.w, c[4].y, R0.x;
SGE   R2.z, -R2.w, -c[4].y;
MAX   R0.x, -R2.z, R2.z;
SLT   R2.y, c[4], R0.x;
ADD   R1.x, -R2.y, c[4];
MOV   R0, c[1];
MUL   R1, R1.x, c[0];
ADD   R0, R0, c[0];
MAD   R0, R2.y, R0, R1;
SLT   R1.x, v[9], R0;
MUL   R1.x, R2.z, R1;
MAX   R1.x, -R1, R1;
SLT   R2.x, c[4].y, R1;
ADD   R1.x, -R2.w, c[4].y;
ADD   R1.y, -R2.x, c[4].x;
MUL   R2.w, R1.y, R1.x;
SGE   R1.x, -R2, -R2.w;
MUL   R2.z, R2, R1.x;
MAX   R1.x, -R2.z, R2.z;
SLT   R3.x, c[4].y, R1;
ADD   R3.y, -R3.x, c[4].x;
MUL   R1, R0, R3.y;
ADD   R0, R0, c[2];
MAD   R0, R3.x, R0, R1;
SLT   R1.x, v[9], R0;
MUL   R1.x, R2.z, R1;
MAX   R1.x, -R1, R1;
SLT   R1.y, c[4], R1.x;
ADD   R1.z, -R1.y, c[4].x;
ADD   R1.x, -R2, R2.w;
MUL   R1.x, R1.z, R1;
SGE   R1.x, -R1.y, -R1;
MAD   R1.y, R2, c[4].x, c[4].x;
MUL   R1.x, R2.z, R1;
MAX   R1.x, -R1, R1;
SLT   R2.y, c[4], R1.x;
MUL   R1.y, R3, R1;
ADD   R1.x, -R2.y, c[4];
MAD   R1.y, R3.x, c[4].w, R1;
MUL   R1.y, R1.x, R1;
MAD   R2.x, R2.y, c[4].z, R1.y;
MUL   R1, R0, R1.x;
ADD   R0, R0, c[3];
MAD   R0, R2.y, R0, R1;
MUL   o[COL0], R0, R2.x;
MOV   o[HPOS], v[0];
END
# 48 instructions, 0 R-regs
