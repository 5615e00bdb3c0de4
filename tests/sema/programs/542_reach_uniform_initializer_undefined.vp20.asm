!!VP1.1
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -quiet -profile vp20
# source file: tests/sema/cases/542_reach_uniform_initializer_undefined.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile vp20
#program main
#semantic main.k
#semantic g
#semantic c
#var float4 p : $vin.POSITION : ATTR0 : 0 : 1
#var float4 k :  : c[0] : 1 : 1
#var float4 g :  : c[1] : -1 : 1
#var float4 c :  : c[2] : -1 : 1
#var float4 main : $vout.POSITION : HPOS : -1 : 1
#const c[3] = 1
ADD   R0, v[0], c[0];
ADD   R0, R0, c[1];
ADD   R0, R0, c[2];
ADD   o[HPOS], R0, c[3].x;
END
# 4 instructions, 0 R-regs
