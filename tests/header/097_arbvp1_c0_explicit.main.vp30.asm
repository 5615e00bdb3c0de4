!!VP2.0
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -profile vp30
# source file: tests/header/097_arbvp1_c0_explicit.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile vp30
#program main
#semantic z : C0
#semantic a
#var float4 p : $vin.POSITION : ATTR0 : 0 : 1
#var float4 z : C0 : c[0] : -1 : 1
#var float4 a :  : c[1] : -1 : 1
#var float4 main : $vout.POSITION : HPOS : -1 : 1
#const c[2] = 0.5
BB0:
MUL   R0, v[0], c[0];
ADD   R0, c[1], R0;
ADD   o[HPOS], c[2].x, R0;
END
# 3 instructions, 1 R-regs
