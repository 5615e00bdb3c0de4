!!VP2.0
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -quiet -profile vp30
# source file: 026_select_blend_inf.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile vp30
#program main
#semantic main.e
#var float4 p : $vin.POSITION : ATTR0 : 0 : 1
#var float3 n : $vin.NORMAL : ATTR2 : 1 : 1
#var float e :  : c[0] : 2 : 1
#var float4 col : $vout.COLOR0 : COL0 : 3 : 1
#var float4 main : $vout.POSITION : HPOS : -1 : 1
#const c[1] = 0 1
BB0:
MAX   R0.x, v[2], c[1];
LG2   R0.y, R0.x;
MUL   R0.y, R0, c[0].x;
MOV   o[COL0].x, c[1];
MOVC  CC.x, R0;
EX2   o[COL0].x(GT), R0.y;
MOV   o[HPOS], v[0];
MOV   o[COL0].zw, c[1].xyxy;
MOV   o[COL0].y, R0.x;
END
# 9 instructions, 1 R-regs
