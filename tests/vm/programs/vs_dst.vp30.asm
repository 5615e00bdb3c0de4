!!VP2.0
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -quiet -profile vp30
# source file: tests/vm/cg/vs_dst.cg
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
BB0:
MOV   R0, v[9];
MUL   R2, v[8].zyxy, R0.yyzx;
MOV   R1, v[8];
ADD   R1, v[9], -R1;
DP4   R1.x, R1, R1;
RSQ   R1.x, R1.x;
MAD   o[TEX1].xyz, v[8].yzxw, R0.zxyw, -R2.xzww;
MOV   o[HPOS], v[0];
RCP   o[TEX0].x, R1.x;
MOV   o[TEX0].y, R2;
DP4   o[TEX1].w, v[8], R0;
MOV   o[TEX0].z, v[8];
MOV   o[TEX0].w, v[9];
END
# 13 instructions, 3 R-regs
