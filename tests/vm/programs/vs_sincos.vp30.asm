!!VP2.0
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -quiet -profile vp30
# source file: tests/vm/cg/vs_sincos.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile vp30
#program main
#semantic main.time
#semantic main.wave
#var float4 p : $vin.POSITION : ATTR0 : 0 : 1
#var float time :  : c[0] : 1 : 1
#var float4 wave :  : c[1] : 2 : 1
#var float4 hpos : $vout.POSITION : HPOS : 3 : 1
#var float4 col : $vout.COLOR0 : COL0 : 4 : 1
#const c[2] = 0 1
BB0:
MUL   R0.xy, v[0], c[1];
ADD   R0.xy, c[0].x, R0;
SIN   R0.x, R0.x;
COS   R0.y, R0.y;
MUL   R1.y, R0.x, c[1].z;
MOV   R1.xw, c[2].x;
MUL   R1.z, R0.y, c[1].w;
MUL   R0.z, R0.x, R0.y;
MOV   R0.w, c[2].y;
ADD   o[HPOS], v[0], R1;
MOV   o[COL0], R0;
END
# 11 instructions, 2 R-regs
