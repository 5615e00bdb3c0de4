!!VP1.1
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -quiet -profile vp20
# source file: 011_vp20_exp2_floor.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile vp20
#program main
#var float4 p : $vin.POSITION : ATTR0 : 0 : 1
#var float4 t : $vin.TEXCOORD0 : TEXCOORD0 : 1 : 1
#var float4 col : $vout.COLOR0 : COL0 : 2 : 1
#var float4 main : $vout.POSITION : HPOS : -1 : 1
#const c[0] = 1
MAX   R0.x, v[8].y, -v[8].y;
ADD   R0.x, R0, c[0];
EXP   R0.z, v[8].x;
LOG   R1.z, R0.x;
EXP   R0.y, v[8].z;
EXP   R1.y, v[8].w;
MOV   o[HPOS], v[0];
MOV   o[COL0].x, R0.z;
MOV   o[COL0].y, R1.z;
ADD   o[COL0].z, v[8], -R0.y;
MOV   o[COL0].w, R1.y;
END
# 11 instructions, 0 R-regs
