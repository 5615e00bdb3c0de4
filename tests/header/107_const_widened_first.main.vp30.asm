!!VP2.0
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -profile vp30
# source file: tests/header/107_const_widened_first.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile vp30
#program main
#var float4 p : $vin.POSITION : ATTR0 : 0 : 1
#var float4 main : $vout.POSITION : HPOS : -1 : 1
#const c[0] = 5 6 0
#const c[1] = 1 2 3 4
#const c[2] = 9 10 11 12
BB0:
MUL   R0, v[0], c[1];
ADD   R0, c[0].xyzz, R0;
MUL   o[HPOS], R0, c[2];
END
# 3 instructions, 1 R-regs
