!!VP2.0
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -quiet -profile vp30
# source file: tests/sema/cases/434_ovl_stdlib_mul_matching_shapes.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile vp30
#program main
#semantic m
#semantic h
#var float4 pos : $vin.POSITION : ATTR0 : 0 : 1
#var float3x4 m :  : c[0], 3 : -1 : 1
#var float4x4 h :  : c[3], 4 : -1 : 1
#var float4 main : $vout.POSITION : HPOS : -1 : 1
BB0:
MUL   R0, v[0].y, c[1];
MAD   R0, v[0].x, c[0], R0;
MAD   R1, v[0].z, c[2], R0;
DP4   R0.z, v[0], c[5];
DP4   R0.y, v[0], c[4];
DP4   R0.x, v[0], c[3];
DP4   R0.w, v[0], c[6];
ADD   R1, R0, R1;
DP4   R0.z, v[0], c[2];
DP4   R0.y, v[0], c[1];
DP4   R0.x, v[0], c[0];
ADD   o[HPOS], R0.xyzz, R1;
END
# 12 instructions, 2 R-regs
