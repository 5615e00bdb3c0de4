!!VP1.1
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -quiet -profile vp20
# source file: tests/vm/cg/vs_array.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile vp20
#program main
#semantic main.pal
#var float4 p : $vin.POSITION : ATTR0 : 0 : 1
#var float4 i : $vin.TEXCOORD0 : TEXCOORD0 : 1 : 1
#var float4 pal[0] :  : c[0] : 2 : 1
#var float4 pal[1] :  : c[1] : 2 : 1
#var float4 pal[2] :  : c[2] : 2 : 1
#var float4 pal[3] :  : c[3] : 2 : 1
#var float4 pal[4] :  : c[4] : 2 : 1
#var float4 pal[5] :  : c[5] : 2 : 1
#var float4 pal[6] :  : c[6] : 2 : 1
#var float4 pal[7] :  : c[7] : 2 : 1
#var float4 hpos : $vout.POSITION : HPOS : 3 : 1
#var float4 col : $vout.COLOR0 : COL0 : 4 : 1
#var float4 col2 : $vout.COLOR1 : COL1 : 5 : 1
#const c[8] = 0 1
MAX   R0.z, v[8].y, -v[8].y;
EXP   R0.y, R0.z;
ARL   A0.x, v[8].x;
SLT   R0.x, v[8].y, c[8];
MAX   R0.x, -R0, R0;
ADD   R0.y, R0.z, -R0;
SLT   R0.x, c[8], R0;
ADD   R0.z, -R0.x, c[8].y;
MUL   R0.z, R0.y, R0;
MOV   o[COL0], c[A0.x];
MAD   R0.x, R0, -R0.y, R0.z;
MOV   R1, c[2];
ARL   A0.x, R0.x;
MOV   o[HPOS], v[0];
MUL   o[COL1], c[A0.x + 1], R1;
END
# 15 instructions, 0 R-regs
