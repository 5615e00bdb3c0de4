!!VP1.1
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -profile vp20
# source file: tests/header/050_const_formatting.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile vp20
#program main
#var float4 p : $vin.POSITION : ATTR0 : 0 : 1
#var float4 main.pos : $vout.POSITION : HPOS : -1 : 1
#var float4 main.c0 : $vout.COLOR0 : COL0 : -1 : 1
#var float4 main.c1 : $vout.COLOR1 : COL1 : -1 : 1
#var float4 main.t0 : $vout.TEXCOORD0 : TEX0 : -1 : 1
#var float4 main.t1 : $vout.TEXCOORD1 : TEX1 : -1 : 1
#var float4 main.t2 : $vout.TEXCOORD2 : TEX2 : -1 : 1
#var float4 main.t3 : $vout.TEXCOORD3 : TEX3 : -1 : 1
#var float4 main.t4 : $vout.TEXCOORD4 : TEX4 : -1 : 1
#const c[0] = 0.1 0.2 0.30000001 0.33333334
#const c[1] = 3.1415927 2.7182817 100000 1234567
#const c[2] = 1e+10 1e-10 9.9999997e+37 12345678
#const c[3] = 0.001 9.9999997e-05 9.9999997e-06 65504
#const c[4] = -2.5 123.456 1000000 100000
#const c[5] = 16777216 0.33333331 9.9999997e-06
#const c[6] = 9.9999994e-39 3.4e+38 0.69999999 1e-07
#const c[7] = 9.9999999e+14 1e+16 9.9999998e+16 123456.7
ADD   o[HPOS], v[0], c[0];
ADD   o[COL0], v[0], c[1];
ADD   o[COL1], v[0], c[2];
ADD   o[TEX0], v[0], c[3];
ADD   o[TEX1], v[0], c[4];
ADD   o[TEX2], v[0], c[5].xxyz;
ADD   o[TEX3], v[0], c[6];
ADD   o[TEX4], v[0], c[7];
END
# 8 instructions, 0 R-regs
