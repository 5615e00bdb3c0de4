!!VP2.0
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -quiet -profile vp30
# source file: tests/vm/cg/vs_array.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile vp30
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
BB0:
FLR   R0.y, |v[8]|;
ARL   A0.x, v[8];
MOV   R0.x, R0.y;
MOVC  CC.x, v[8].y;
MOV   R0.x(LT), -R0.y;
ARL   A0.y, R0.x;
MOV   R0, c[2];
MOV   o[HPOS], v[0];
MOV   o[COL0], c[A0.x];
MUL   o[COL1], c[A0.y + 1], R0;
END
# 10 instructions, 1 R-regs
