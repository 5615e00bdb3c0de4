!!VP1.1
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -profile vp20
# source file: tests/shaders/vertex/vector_index_uniform.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile vp20
#program main
#semantic which
#var float4 p : $vin.POSITION : ATTR0 : 0 : 1
#var float4 w : $vin.TEXCOORD1 : TEXCOORD1 : 1 : 1
#var float4 hpos : $vout.POSITION : HPOS : 2 : 1
#var float4 c : $vout.COLOR0 : COL0 : 3 : 1
#var float which :  : c[0] : -1 : 1
#const c[1] = 0 1 2 3
MAX   R0.z, c[0].x, -c[0].x;
EXP   R0.y, R0.z;
MOV   R0.x, c[1];
SLT   R0.x, c[0], R0;
MAX   R0.x, -R0, R0;
SLT   R0.x, c[1], R0;
ADD   R0.y, R0.z, -R0;
ADD   R1.x, -R0, c[1].y;
MUL   R0.z, R0.y, R1.x;
MAD   R1.x, R0, -R0.y, R0.z;
ADD   R1.w, -R1.x, c[1];
SGE   R0.xyz, c[1], R1.x;
SGE   R1.xyz, R1.x, c[1];
MUL   R1.xyz, R1, R0;
SGE   R2.xyz, c[1], R1.w;
SGE   R0.xyz, R1.w, c[1];
MUL   R0.xyz, R0, R2;
MAX   R2.x, -R0, R0;
MAX   R1.w, -R1.x, R1.x;
SLT   R2.y, c[1].x, R2.x;
SLT   R1.w, c[1].x, R1;
ADD   R2.x, -R1.w, c[1].y;
ADD   R1.w, -R2.y, c[1].y;
MUL   R1.y, R2.x, R1;
MAX   R2.y, -R1, R1;
MUL   R0.y, R1.w, R0;
MAX   R2.z, -R0.y, R0.y;
SLT   R2.y, c[1].x, R2;
SLT   R2.z, c[1].x, R2;
ADD   R2.y, -R2, c[1];
MUL   R2.y, R2.x, R2;
MUL   R2.x, R2, R2.y;
MUL   R1.z, R2.x, R1;
MAX   R2.w, -R1.z, R1.z;
ADD   R2.z, -R2, c[1].y;
MUL   R2.z, R1.w, R2;
MUL   R1.w, R1, R2.z;
MUL   R0.z, R1.w, R0;
MAX   R3.x, -R0.z, R0.z;
SLT   R2.w, c[1].x, R2;
SLT   R3.x, c[1], R3;
ADD   R2.w, -R2, c[1].y;
MUL   R2.w, R2.y, R2;
ADD   R3.x, -R3, c[1].y;
MUL   R2.y, R2.z, R3.x;
MAX   R2.z, -R1.x, R1.x;
MUL   R2.x, R2, R2.w;
MAX   R1.x, -R2, R2;
SLT   R2.z, c[1].x, R2;
ADD   R2.x, -R2.z, c[1].y;
MUL   R2.w, R2.x, R0;
MAX   R1.y, -R1, R1;
SLT   R2.x, c[1], R1.y;
ADD   R1.y, -R2.x, c[1];
MAD   R2.z, v[9].x, R2, R2.w;
MUL   R2.z, R1.y, R2;
MAX   R1.z, -R1, R1;
SLT   R1.y, c[1].x, R1.z;
ADD   R1.z, -R1.y, c[1].y;
MAD   R2.x, v[9].y, R2, R2.z;
MUL   R1.z, R1, R2.x;
MAD   R1.z, v[9], R1.y, R1;
SLT   R1.x, c[1], R1;
ADD   R1.y, -R1.x, c[1];
MUL   R1.y, R1, R1.z;
MUL   R1.z, R1.w, R2.y;
MAX   R1.w, -R0.x, R0.x;
MAX   R0.x, -R1.z, R1.z;
SLT   R1.z, c[1].x, R1.w;
ADD   R1.w, -R1.z, c[1].y;
MUL   R1.w, R1, R0;
MAX   R0.y, -R0, R0;
SLT   R0.w, c[1].x, R0.y;
ADD   R0.y, -R0.w, c[1];
MAD   R1.z, v[9].x, R1, R1.w;
MUL   R1.z, R0.y, R1;
MAX   R0.z, -R0, R0;
SLT   R0.y, c[1].x, R0.z;
ADD   R0.z, -R0.y, c[1].y;
MAD   R0.w, v[9].y, R0, R1.z;
MUL   R0.z, R0, R0.w;
SLT   R0.x, c[1], R0;
MAD   R0.z, v[9], R0.y, R0;
ADD   R0.y, -R0.x, c[1];
MUL   R0.y, R0, R0.z;
MAD   o[COL0].x, R1, v[9].w, R1.y;
MAD   o[COL0].y, v[9].w, R0.x, R0;
MOV   o[HPOS], v[0];
MOV   o[COL0].zw, c[1].xyxy;
END
# 89 instructions, 0 R-regs
