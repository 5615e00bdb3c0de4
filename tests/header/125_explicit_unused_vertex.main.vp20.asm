!!VP1.1
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -profile vp20
# source file: tests/header/125_explicit_unused_vertex.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile vp20
#program main
#semantic mUnused : C4
#semantic a
#semantic b
#var float4 p : $vin.POSITION : ATTR0 : 0 : 1
#var float4x4 mUnused : C4 : c[4], 4 : -1 : 0
#var float4 a :  : c[0] : -1 : 1
#var float4 b :  : c[1] : -1 : 1
#var float4 main : $vout.POSITION : HPOS : -1 : 1
MUL   R0, v[0], c[0];
ADD   o[HPOS], R0, c[1];
END
# 2 instructions, 0 R-regs
