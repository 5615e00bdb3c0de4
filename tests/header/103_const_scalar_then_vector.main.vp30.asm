!!VP2.0
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -profile vp30
# source file: tests/header/103_const_scalar_then_vector.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile vp30
#program main
#var float4 p : $vin.POSITION : ATTR0 : 0 : 1
#var float4 main : $vout.POSITION : HPOS : -1 : 1
#const c[0] = 0.5
#const c[1] = 1 2 3 4
BB0:
MUL   R0, v[0], c[0].x;
ADD   o[HPOS], c[1], R0;
END
# 2 instructions, 1 R-regs
