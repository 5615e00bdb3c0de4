!!VP2.0
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -quiet -profile vp30
# source file: 005_vertex_pow.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile vp30
#program main
#semantic main.shininess
#var float4 p : $vin.POSITION : ATTR0 : 0 : 1
#var float3 n : $vin.NORMAL : ATTR2 : 1 : 1
#var float shininess :  : c[0] : 2 : 1
#var float4 col : $vout.COLOR0 : COL0 : 3 : 1
#var float4 main : $vout.POSITION : HPOS : -1 : 1
BB0:
LG2   R0.x, |v[2].x|;
MUL   R0.x, R0, c[0];
EX2   o[COL0], R0.x;
MOV   o[HPOS], v[0];
END
# 4 instructions, 1 R-regs
