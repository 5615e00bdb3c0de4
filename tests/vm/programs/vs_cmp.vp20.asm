!!VP1.1
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -quiet -profile vp20
# source file: tests/vm/cg/vs_cmp.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile vp20
#program main
#var float4 p : $vin.POSITION : ATTR0 : 0 : 1
#var float4 a : $vin.TEXCOORD0 : TEXCOORD0 : 1 : 1
#var float4 b : $vin.TEXCOORD1 : TEXCOORD1 : 2 : 1
#var float4 hpos : $vout.POSITION : HPOS : 3 : 1
#var float4 t0 : $vout.TEXCOORD0 : TEX0 : 4 : 1
#var float4 t1 : $vout.TEXCOORD1 : TEX1 : 5 : 1
#const c[0] = 0 1 2
MOV   R2, v[9];
SLT   R0, v[8], R2;
MAX   R0, -R0, R0;
SLT   R0, c[0].x, R0;
ADD   R1, -R0, c[0].y;
MUL   R1, v[9], R1;
MUL   R1, R1, c[0].z;
MAD   o[TEX0], R0, v[8], R1;
MOV   R0.x, v[8];
MOV   o[HPOS], v[0];
MIN   o[TEX1].y, v[8], R2;
MAX   o[TEX1].z, v[8], R2;
SGE   o[TEX1].w, v[8], R2;
SGE   o[TEX1].x, v[9], R0;
END
# 14 instructions, 0 R-regs
