!!VP1.1
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -profile vp20
# source file: tests/header/079_uniform_struct_with_array.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile vp20
#program main
#semantic s
#var float4 p : $vin.POSITION : ATTR0 : 0 : 1
#var float4 s.v[0] :  :  : -1 : 0
#var float4 s.v[1] :  : c[4] : -1 : 1
#var float4x4 s.m :  : c[0], 4 : -1 : 1
#var float4 main : $vout.POSITION : HPOS : -1 : 1
DP4   R0.w, v[0], c[3];
DP4   R0.z, v[0], c[2];
DP4   R0.x, v[0], c[0];
DP4   R0.y, v[0], c[1];
ADD   o[HPOS], R0, c[4];
END
# 5 instructions, 0 R-regs
