!!VP2.0
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -profile vp30
# source file: tests/header/125_explicit_unused_vertex.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile vp30
#program main
#semantic mUnused : C4
#semantic a
#semantic b
#var float4 p : $vin.POSITION : ATTR0 : 0 : 1
#var float4x4 mUnused : C4 : c[4], 4 : -1 : 0
#var float4 a :  : c[0] : -1 : 1
#var float4 b :  : c[1] : -1 : 1
#var float4 main : $vout.POSITION : HPOS : -1 : 1
BB0:
MUL   R0, v[0], c[0];
ADD   o[HPOS], c[1], R0;
END
# 2 instructions, 1 R-regs
