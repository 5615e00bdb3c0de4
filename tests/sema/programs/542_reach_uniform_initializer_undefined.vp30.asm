!!VP2.0
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -quiet -profile vp30
# source file: tests/sema/cases/542_reach_uniform_initializer_undefined.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile vp30
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
BB0:
ADD   R0, c[0], v[0];
ADD   R0, c[1], R0;
ADD   R0, c[2], R0;
ADD   o[HPOS], c[3].x, R0;
END
# 4 instructions, 1 R-regs
