!!VP2.0
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -quiet -profile vp30
# source file: tests/vm/cg/vs_math.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile vp30
#program main
#var float4 p : $vin.POSITION : ATTR0 : 0 : 1
#var float4 a : $vin.TEXCOORD0 : TEXCOORD0 : 1 : 1
#var float4 hpos : $vout.POSITION : HPOS : 2 : 1
#var float4 t0 : $vout.TEXCOORD0 : TEX0 : 3 : 1
#var float4 t1 : $vout.TEXCOORD1 : TEX1 : 4 : 1
#const c[0] = 1 2.5 0.5 3
#const c[1] = 2
BB0:
ADD   R0.xy, c[0].xzzw, |v[8].ywzw|;
LG2   o[TEX0].y, R0.x;
LG2   R0.x, |v[8].z|;
MUL   R0.x, R0, c[0].y;
RSQ   o[TEX0].w, R0.y;
EX2   o[TEX0].z, R0.x;
MUL   R0.x, v[8], c[0].w;
MUL   R0.y, v[8], c[1].x;
FRC   o[TEX1].x, R0;
ADD   R0.x, c[0].w, v[8].w;
MOV   o[HPOS], v[0];
EX2   o[TEX0].x, v[8].x;
FLR   o[TEX1].y, R0;
MOV   o[TEX1].z, |v[8]|;
RCP   o[TEX1].w, R0.x;
END
# 15 instructions, 1 R-regs
