!!VP2.0
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -quiet -profile vp30
# source file: 011_vp20_exp2_floor.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile vp30
#program main
#var float4 p : $vin.POSITION : ATTR0 : 0 : 1
#var float4 t : $vin.TEXCOORD0 : TEXCOORD0 : 1 : 1
#var float4 col : $vout.COLOR0 : COL0 : 2 : 1
#var float4 main : $vout.POSITION : HPOS : -1 : 1
#const c[0] = 1
BB0:
ADD   R0.x, c[0], |v[8].y|;
MOV   o[HPOS], v[0];
EX2   o[COL0].x, v[8].x;
LG2   o[COL0].y, R0.x;
FLR   o[COL0].z, v[8];
FRC   o[COL0].w, v[8];
END
# 6 instructions, 1 R-regs
