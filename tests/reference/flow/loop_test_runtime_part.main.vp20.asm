!!VP1.1
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -profile vp20
# source file: tests/shaders/flow/loop_test_runtime_part.cg
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
#const c[4] = 0 1 4 3
#const c[5] = 2
SLT   R2, c[4].x, v[9];
MUL   R0.x, R2, R2.y;
MAX   R0.y, -R0.x, R0.x;
MUL   R2.y, R0.x, R2.z;
MAX   R0.x, -R2.y, R2.y;
SLT   R3.x, c[4], R0.y;
SLT   R2.z, c[4].x, R0.x;
MAX   R1.x, -R2, R2;
MUL   R2.y, R2, R2.w;
ADD   R2.x, -R2.z, c[4].y;
SLT   R3.z, c[4].x, R1.x;
MUL   R0, v[9].x, c[0];
MUL   R0, R3.z, R0;
ADD   R3.y, -R3.x, c[4];
MUL   R1, R0, R3.y;
MAD   R0, v[9].y, c[1], R0;
MAD   R0, R3.x, R0, R1;
MUL   R1, R0, R2.x;
MAD   R0, v[9].z, c[2], R0;
MAD   R0, R2.z, R0, R1;
ADD   R3.z, R3, c[4].x;
MUL   R3.y, R3, R3.z;
MAD   R2.w, R3.x, c[5].x, R3.y;
MUL   R2.w, R2.x, R2;
MAX   R2.y, -R2, R2;
SLT   R2.x, c[4], R2.y;
ADD   R2.y, -R2.x, c[4];
MAD   R1, v[9].w, c[3], R0;
MUL   R0, R0, R2.y;
MAD   R2.z, R2, c[4].w, R2.w;
MUL   R2.z, R2.y, R2;
MAD   R2.y, R2.x, c[4].z, R2.z;
MAD   R0, R2.x, R1, R0;
ADD   o[COL0], R0, R2.y;
MOV   o[HPOS], v[0];
END
# 35 instructions, 0 R-regs
