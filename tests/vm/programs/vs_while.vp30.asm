!!VP2.0
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -quiet -profile vp30
# source file: tests/vm/cg/vs_while.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile vp30
#program main
#semantic main.start
#semantic main.limit
#var float4 p : $vin.POSITION : ATTR0 : 0 : 1
#var float start :  : c[0] : 1 : 1
#var float limit :  : c[1] : 2 : 1
#var float4 hpos : $vout.POSITION : HPOS : 3 : 1
#var float4 tc : $vout.TEXCOORD0 : TEX0 : 4 : 1
#const c[2] = 0 20 0.5 1
BB0:
MOV   R0.z, c[1].x;
SLT   R0.w, c[2].x, c[2].y;
SGT   R0.z, c[0].x, R0;
MULC  CC.x, R0.z, R0.w;
MOV   o[HPOS], v[0];
MOV   R0.x, c[0];
MOV   R0.y, c[2].x;
BRA   BB2 (EQ.x);
BB1:
ADD   R0.y, c[2].w, R0;
MUL   R0.x, R0, c[2].z;
SLT   R0.w, R0.y, c[2].y;
SGT   R0.z, R0.x, c[1].x;
MULC  CC.x, R0.z, R0.w;
BRA   BB1 (NE.x);
BB2:
MOV   o[TEX0].zw, c[2].xyxw;
MOV   o[TEX0].x, R0;
MOV   o[TEX0].y, R0;
END
# 17 instructions, 1 R-regs
