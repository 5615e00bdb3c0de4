!!VP1.1
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -quiet -profile vp20
# source file: tests/vm/cg/vs_branch.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile vp20
#program main
#semantic main.k
#var float4 p : $vin.POSITION : ATTR0 : 0 : 1
#var float4 a : $vin.TEXCOORD0 : TEXCOORD0 : 1 : 1
#var float k :  : c[0] : 2 : 1
#var float4 hpos : $vout.POSITION : HPOS : 3 : 1
#var float4 tc : $vout.TEXCOORD0 : TEX0 : 4 : 1
#const c[1] = 0 1 7 2
SLT   R0.x, c[0], v[8];
SGE   R0.y, c[1].x, R0.x;
SGE   R0.x, R0, c[1];
MUL   R0.x, R0, R0.y;
MAX   R0.x, -R0, R0;
SLT   R2.y, c[1].x, R0.x;
ADD   R1.x, -R2.y, c[1].y;
SLT   R2.x, v[8].y, c[1];
MUL   R1, v[8], R1.x;
MAX   R2.x, -R2, R2;
ADD   R0, v[8].yxwz, -c[1].y;
MUL   R1, R1, c[1].w;
MAD   R1, R2.y, R0, R1;
SLT   R2.x, c[1], R2;
ADD   R0.x, -R2, c[1].y;
MUL   R0.x, R0, R1.w;
MAD   o[TEX0].w, R2.x, c[1].z, R0.x;
MOV   o[TEX0].xyz, R1;
MOV   o[HPOS], v[0];
END
# 19 instructions, 0 R-regs
