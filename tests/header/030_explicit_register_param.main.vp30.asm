!!VP2.0
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -profile vp30
# source file: tests/header/030_explicit_register_param.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile vp30
#program main
#semantic main.a : C3
#semantic main.b
#var float4 p : $vin.POSITION : ATTR0 : 0 : 1
#var float4 a : C3 : c[3] : 1 : 1
#var float4 b :  : c[0] : 2 : 1
#var float4 main : $vout.POSITION : HPOS : -1 : 1
#const c[1] = 0.5
BB0:
MUL   R0, v[0], c[3];
ADD   R0, c[0], R0;
ADD   o[HPOS], c[1].x, R0;
END
# 3 instructions, 1 R-regs
