!!VP1.1
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -quiet -profile vp20
# source file: tests/vm/cg/vs_math.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile vp20
#program main
#var float4 p : $vin.POSITION : ATTR0 : 0 : 1
#var float4 a : $vin.TEXCOORD0 : TEXCOORD0 : 1 : 1
#var float4 hpos : $vout.POSITION : HPOS : 2 : 1
#var float4 t0 : $vout.TEXCOORD0 : TEX0 : 3 : 1
#var float4 t1 : $vout.TEXCOORD1 : TEX1 : 4 : 1
#const c[0] = 1 2.5 0.5 3
#const c[1] = 2
MAX   R1.xyz, v[8].yzww, -v[8].yzww;
ADD   R0.zw, R1.xyxz, c[0].xyxz;
LOG   R0.z, R0.z;
MOV   o[TEX0].y, R0.z;
MOV   R0.xy, R1.y;
MOV   R0.z, c[0].y;
LIT   o[TEX0].z, R0.xyzz;
MUL   R0.x, v[8].y, c[1];
EXP   R0.y, R0.x;
ADD   o[TEX1].y, R0.x, -R0;
MUL   R0.x, v[8], c[0].w;
EXP   R0.y, R0.x;
EXP   R0.z, v[8].x;
ADD   R0.x, v[8].w, c[0].w;
MOV   o[HPOS], v[0];
RSQ   o[TEX0].w, R0.w;
MOV   o[TEX1].z, R1.y;
MOV   o[TEX0].x, R0.z;
MOV   o[TEX1].x, R0.y;
RCP   o[TEX1].w, R0.x;
END
# 20 instructions, 0 R-regs
