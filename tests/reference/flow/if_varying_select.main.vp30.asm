!!VP2.0
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -profile vp30
# source file: tests/shaders/flow/if_varying_select.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile vp30
#program main
#semantic main.mvp
#semantic main.time
#semantic main.amplitude
#var float4 pos : $vin.POSITION : ATTR0 : 0 : 1
#var float4 flags : $vin.COLOR1 : ATTR4 : 1 : 1
#var float3 N : $vin.NORMAL : ATTR2 : 2 : 1
#var float4x4 mvp :  : c[0], 4 : 3 : 1
#var float time :  : c[4] : 4 : 1
#var float amplitude :  : c[5] : 5 : 1
#var float4 main.hpos : $vout.POSITION : HPOS : -1 : 1
#var float4 main.col : $vout.COLOR0 : COL0 : -1 : 1
#const c[6] = 0.5 4 1
BB0:
SGTC  CC.x, v[4], c[6];
MOV   R0, v[0];
BRA   BB2 (LE.x);
BB1:
MUL   R0.x, v[0].y, c[6].y;
ADD   R0.x, c[4], R0;
MUL   R1.xyz, v[2], c[5].x;
SIN   R0.x, R0.x;
MAD   R0.xyz, R1, R0.x, v[0];
MOV   R1, c[6].zxxz;
MOV   R0.w, v[0];
BRA   BB3;
BB2:
MOV   R1, c[6].z;
BB3:
DP4   o[HPOS].w, R0, c[3];
DP4   o[HPOS].z, R0, c[2];
DP4   o[HPOS].y, R0, c[1];
DP4   o[HPOS].x, R0, c[0];
MOV   o[COL0], R1;
END
# 17 instructions, 2 R-regs
