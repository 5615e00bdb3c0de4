!!VP2.0
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -quiet -profile vp30
# source file: tests/vm/cg/vs_cmp.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile vp30
#program main
#var float4 p : $vin.POSITION : ATTR0 : 0 : 1
#var float4 a : $vin.TEXCOORD0 : TEXCOORD0 : 1 : 1
#var float4 b : $vin.TEXCOORD1 : TEXCOORD1 : 2 : 1
#var float4 hpos : $vout.POSITION : HPOS : 3 : 1
#var float4 t0 : $vout.TEXCOORD0 : TEX0 : 4 : 1
#var float4 t1 : $vout.TEXCOORD1 : TEX1 : 5 : 1
#const c[0] = 2
BB0:
MOV   R0, v[9];
SLTC  CC, v[8], R0;
MOV   o[TEX0], v[8];
MOV   R0.x, v[8];
MUL   o[TEX0](EQ), v[9], c[0].x;
MOV   o[HPOS], v[0];
MIN   o[TEX1].y, v[8], R0;
MAX   o[TEX1].z, v[8], R0;
SGE   o[TEX1].w, v[8], R0;
SGE   o[TEX1].x, v[9], R0;
END
# 10 instructions, 1 R-regs
