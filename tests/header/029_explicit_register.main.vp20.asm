!!VP1.1
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -profile vp20
# source file: tests/header/029_explicit_register.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile vp20
#program main
#semantic a : C5
#semantic b : C10
#semantic c
#semantic m : C20
#var float4 p : $vin.POSITION : ATTR0 : 0 : 1
#var float4 a : C5 : c[5] : -1 : 1
#var float4 b : C10 : c[10] : -1 : 1
#var float4 c :  : c[0] : -1 : 1
#var float4x4 m : C20 : c[20], 4 : -1 : 1
#var float4 main : $vout.POSITION : HPOS : -1 : 1
DP4   R0.w, v[0], c[23];
DP4   R0.z, v[0], c[22];
DP4   R0.x, v[0], c[20];
DP4   R0.y, v[0], c[21];
ADD   R0, R0, c[5];
ADD   R0, R0, c[10];
ADD   o[HPOS], R0, c[0];
END
# 7 instructions, 0 R-regs
