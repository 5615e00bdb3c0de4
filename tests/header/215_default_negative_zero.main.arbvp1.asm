!!ARBvp1.0
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -profile arbvp1
# source file: tests/header/215_default_negative_zero.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile arbvp1
#program main
#semantic k
#semantic k2
#semantic k3
#semantic m
#var float4 p : $vin.POSITION : POSITION : 0 : 1
#var float k :  : c[3] : -1 : 1
#var float2 k2 :  : c[4] : -1 : 1
#var float3 k3 :  : c[5] : -1 : 1
#var float2x2 m :  : c[1], 2 : -1 : 1
#var float4 main : $vout.POSITION : HPOS : -1 : 1
#default k = -0
#default k2 = -0 1
#default k3 = 0 2 -0
#default m[0] = 1 -0
#default m[1] = -0 1
PARAM c[6] = { program.local[0..5] };
TEMP R0;
MUL R0, vertex.position, c[3].x;
ADD R0, R0, c[4].xyxy;
ADD R0, R0, c[5].xyzx;
ADD R0, R0, c[1].xyxy;
ADD result.position, R0, c[2].xyxy;
END
# 5 instructions, 1 R-regs
