!!VP2.0
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -profile vp30
# source file: tests/header/102_explicit_register_gap.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile vp30
#program main
#semantic e : C2
#semantic m
#semantic v
#semantic w
#var float4 p : $vin.POSITION : ATTR0 : 0 : 1
#var float4 e : C2 : c[2] : -1 : 1
#var float4x4 m :  : c[3], 4 : -1 : 1
#var float4 v :  : c[0] : -1 : 1
#var float4 w :  : c[1] : -1 : 1
#var float4 main : $vout.POSITION : HPOS : -1 : 1
#const c[7] = 0.5
BB0:
DP4   R0.w, v[0], c[6];
DP4   R0.z, v[0], c[5];
DP4   R0.x, v[0], c[3];
DP4   R0.y, v[0], c[4];
ADD   R0, c[2], R0;
ADD   R0, c[0], R0;
ADD   R0, c[1], R0;
ADD   o[HPOS], c[7].x, R0;
END
# 8 instructions, 1 R-regs
