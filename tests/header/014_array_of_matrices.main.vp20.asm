!!VP1.1
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -profile vp20
# source file: tests/header/014_array_of_matrices.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile vp20
#program main
#semantic bones
#semantic b34
#var float4 p : $vin.POSITION : ATTR0 : 0 : 1
#var float4x4 bones[0] :  : , 4 : -1 : 0
#var float4x4 bones[1] :  : c[0], 4 : -1 : 1
#var float4x4 bones[2] :  : , 4 : -1 : 0
#var float3x4 b34[0] :  : , 3 : -1 : 0
#var float3x4 b34[1] :  : c[4], 3 : -1 : 1
#var float4 main : $vout.POSITION : HPOS : -1 : 1
DP4   R1.w, v[0], c[3];
DP4   R1.z, v[0], c[2];
DP4   R1.y, v[0], c[1];
DP4   R1.x, v[0], c[0];
DP4   R0.z, v[0], c[6];
DP4   R0.x, v[0], c[4];
DP4   R0.y, v[0], c[5];
ADD   o[HPOS], R1, R0.xyzz;
END
# 8 instructions, 0 R-regs
