!!VP2.0
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -profile vp30
# source file: tests/header/029_explicit_register.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile vp30
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
BB0:
DP4   R0.w, v[0], c[23];
DP4   R0.z, v[0], c[22];
DP4   R0.x, v[0], c[20];
DP4   R0.y, v[0], c[21];
ADD   R0, c[5], R0;
ADD   R0, c[10], R0;
ADD   o[HPOS], c[0], R0;
END
# 7 instructions, 1 R-regs
