!!VP1.1
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -profile vp20
# source file: tests/header/304_debug_uniform_matrix.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile vp20
#program main
#semantic a
#semantic m
#semantic n
#semantic q
#semantic z
#semantic k
#semantic v
#var float4 p : $vin.POSITION : ATTR0 : 0 : 1
#var float4 a :  : c[9] : -1 : 1
#var float3x3 m :  : c[0], 3 : -1 : 0
#var float4x4 n :  : c[3], 4 : -1 : 0
#var float2x4 q :  : c[7], 2 : -1 : 0
#var float4x4 z :  : , 4 : -1 : 0
#var float4 k :  : c[10] : -1 : 1
#var float4 v :  :  : -1 : 0
#var float4 main : $vout.POSITION : HPOS : -1 : 1
MUL   R0, v[0], c[10];
ADD   o[HPOS], R0, c[9];
END
# 2 instructions, 0 R-regs
