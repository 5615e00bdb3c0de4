!!VP2.0
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -profile vp30
# source file: tests/header/215_default_negative_zero.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile vp30
#program main
#semantic k
#semantic k2
#semantic k3
#semantic m
#var float4 p : $vin.POSITION : ATTR0 : 0 : 1
#var float k :  : c[2] : -1 : 1
#var float2 k2 :  : c[3] : -1 : 1
#var float3 k3 :  : c[4] : -1 : 1
#var float2x2 m :  : c[0], 2 : -1 : 1
#var float4 main : $vout.POSITION : HPOS : -1 : 1
#default k = -0
#default k2 = -0 1
#default k3 = 0 2 -0
#default m[0] = 1 -0
#default m[1] = -0 1
BB0:
MUL   R0, v[0], c[2].x;
ADD   R0, c[3].xyxy, R0;
ADD   R0, c[4].xyzx, R0;
ADD   R0, c[0].xyxy, R0;
ADD   o[HPOS], c[1].xyxy, R0;
END
# 5 instructions, 1 R-regs
