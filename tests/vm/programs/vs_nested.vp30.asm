!!VP2.0
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -quiet -profile vp30
# source file: tests/vm/cg/vs_nested.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile vp30
#program main
#semantic main.n
#semantic main.m
#var float4 p : $vin.POSITION : ATTR0 : 0 : 1
#var int n :  : c[0] : 1 : 1
#var int m :  : c[1] : 2 : 1
#var float4 hpos : $vout.POSITION : HPOS : 3 : 1
#var float4 tc : $vout.TEXCOORD0 : TEX0 : 4 : 1
#const c[2] = 0 2 1
BB0:
MOV   R0.z, c[0].x;
SLTC  CC.x, c[2], R0.z;
MOV   o[HPOS], v[0];
MOV   R0.x, c[2];
MOV   R0.y, c[2].x;
BRA   BB4 (EQ.x);
BB1:
MOV   R0.w, c[1].x;
SLTC  CC.x, c[2], R0.w;
MOV   R0.z, c[2].x;
BRA   BB3 (EQ.x);
BB2:
MAD   R0.w, R0.y, c[2].y, R0.z;
ADD   R0.w, v[0].x, R0;
ADD   R0.z, c[2], R0;
SLTC  CC.x, R0.z, c[1];
ADD   R0.x, R0, R0.w;
BRA   BB2 (NE.x);
BB3:
ADD   R0.y, c[2].z, R0;
SLTC  CC.x, R0.y, c[0];
BRA   BB1 (NE.x);
BB4:
MOV   o[TEX0].x, R0;
MOV   o[TEX0].y, c[0].x;
MOV   o[TEX0].z, c[1].x;
MOV   o[TEX0].w, c[2].z;
END
# 23 instructions, 1 R-regs
