!!VP2.0
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -profile vp30
# source file: tests/header/016_nested_struct.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile vp30
#program main
#semantic o
#var float4 p : $vin.POSITION : ATTR0 : 0 : 1
#var float4 o.i.a :  : c[4] : -1 : 1
#var float o.i.b :  :  : -1 : 0
#var float4x4 o.m :  : c[0], 4 : -1 : 1
#var float4 o.j.a :  :  : -1 : 0
#var float o.j.b :  : c[5] : -1 : 1
#var float4 main : $vout.POSITION : HPOS : -1 : 1
BB0:
DP4   R0.w, v[0], c[3];
DP4   R0.z, v[0], c[2];
DP4   R0.x, v[0], c[0];
DP4   R0.y, v[0], c[1];
ADD   R0, c[4], R0;
ADD   o[HPOS], c[5].x, R0;
END
# 6 instructions, 1 R-regs
