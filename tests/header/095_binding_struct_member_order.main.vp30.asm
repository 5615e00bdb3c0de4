!!VP2.0
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -profile vp30
# source file: tests/header/095_binding_struct_member_order.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile vp30
#program main
#semantic s
#var float4 p : $vin.POSITION : ATTR0 : 0 : 1
#var float4 s.a :  : c[4] : -1 : 1
#var float4x4 s.m :  : c[0], 4 : -1 : 1
#var float4 s.b :  : c[5] : -1 : 1
#var float4 main : $vout.POSITION : HPOS : -1 : 1
BB0:
MOV   R0, c[4];
ADD   R1, c[5], R0;
DP4   R0.w, v[0], c[3];
DP4   R0.z, v[0], c[2];
DP4   R0.y, v[0], c[1];
DP4   R0.x, v[0], c[0];
ADD   o[HPOS], R0, R1;
END
# 7 instructions, 2 R-regs
