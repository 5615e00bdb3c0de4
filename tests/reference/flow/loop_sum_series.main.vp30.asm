!!VP2.0
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -profile vp30
# source file: tests/shaders/flow/loop_sum_series.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile vp30
#program main
#semantic main.mvp
#semantic main.terms
#semantic main.freq
#semantic main.amp
#var float4 pos : $vin.POSITION : ATTR0 : 0 : 1
#var float3 N : $vin.NORMAL : ATTR2 : 1 : 1
#var float4 hpos : $vout.POSITION : HPOS : 2 : 1
#var float4 color : $vout.COLOR0 : COL0 : 3 : 1
#var float4x4 mvp :  : c[0], 4 : 4 : 1
#var int terms :  : c[4] : 5 : 1
#var float freq :  : c[5] : 6 : 1
#var float amp :  : c[6] : 7 : 1
#const c[7] = 0 2 1 1.2732395
#const c[8] = 0.5
BB0:
MOV   R0.z, c[4].x;
SLTC  CC.x, c[7], R0.z;
MOV   R0.x, c[7];
MOV   R0.y, c[7].x;
BRA   BB2 (EQ.x);
BB1:
MAD   R0.z, R0.y, c[7].y, c[7];
MUL   R0.w, R0.z, c[5].x;
ADD   R0.y, c[7].z, R0;
MUL   R0.w, R0, v[0].x;
SLTC  CC.x, R0.y, c[4];
RCP   R0.z, R0.z;
SIN   R0.w, R0.w;
MAD   R0.x, R0.w, R0.z, R0;
BRA   BB1 (NE.x);
BB2:
MUL   R1.x, R0, c[7].w;
MUL   R0.xyz, v[2], R1.x;
MOV   R0.w, c[7].x;
MUL   R0.xyz, R0, c[6].x;
ADD   R0, v[0], R0;
DP4   o[HPOS].w, R0, c[3];
DP4   o[HPOS].z, R0, c[2];
DP4   o[HPOS].y, R0, c[1];
DP4   o[HPOS].x, R0, c[0];
MOV   o[COL0].yzw, c[7].xxxz;
MAD   o[COL0].x, R1, c[8], c[8];
END
# 25 instructions, 2 R-regs
