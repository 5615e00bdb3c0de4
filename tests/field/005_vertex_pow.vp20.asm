!!VP1.1
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -quiet -profile vp20
# source file: 005_vertex_pow.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile vp20
#program main
#semantic main.shininess
#var float4 p : $vin.POSITION : ATTR0 : 0 : 1
#var float3 n : $vin.NORMAL : ATTR2 : 1 : 1
#var float shininess :  : c[0] : 2 : 1
#var float4 col : $vout.COLOR0 : COL0 : 3 : 1
#var float4 main : $vout.POSITION : HPOS : -1 : 1
MOV   R0.z, c[0].x;
MAX   R0.xy, v[2].x, -v[2].x;
LIT   R0.z, R0.xyzz;
MOV   o[COL0], R0.z;
MOV   o[HPOS], v[0];
END
# 5 instructions, 0 R-regs
