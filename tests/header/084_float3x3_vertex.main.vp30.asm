!!VP2.0
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -profile vp30
# source file: tests/header/084_float3x3_vertex.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile vp30
#program main
#semantic main.nm
#semantic main.m43
#semantic main.m34
#var float4 p : $vin.POSITION : ATTR0 : 0 : 1
#var float3 n : $vin.NORMAL : ATTR2 : 1 : 1
#var float3x3 nm :  : c[0], 3 : 2 : 1
#var float4x3 m43 :  : c[3], 4 : 3 : 1
#var float3x4 m34 :  : c[7], 3 : 4 : 1
#var float4 main : $vout.POSITION : HPOS : -1 : 1
#const c[10] = 1 0
BB0:
DP3   R0.x, v[2], c[0];
DP3   R0.y, v[2], c[1];
DP3   R0.z, v[2], c[2];
MOV   R0.w, c[10].x;
DP3   R1.w, v[2], c[6];
DP3   R1.z, v[2], c[5];
DP3   R1.x, v[2], c[3];
DP3   R1.y, v[2], c[4];
ADD   R1, R0, R1;
DP4   R0.x, v[0], c[7];
DP4   R0.y, v[0], c[8];
DP4   R0.z, v[0], c[9];
MOV   R0.w, c[10].y;
ADD   o[HPOS], R0, R1;
END
# 14 instructions, 2 R-regs
