!!VP2.0
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -profile vp30
# source file: tests/header/011_types_matrices.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile vp30
#program main
#semantic m44
#semantic m33
#semantic m43
#semantic m34
#semantic m22
#semantic m24
#semantic m14
#semantic h44
#var float4 p : $vin.POSITION : ATTR0 : 0 : 1
#var float4x4 m44 :  : c[0], 4 : -1 : 1
#var float3x3 m33 :  : c[4], 3 : -1 : 1
#var float4x3 m43 :  : c[7], 4 : -1 : 1
#var float3x4 m34 :  : c[11], 3 : -1 : 1
#var float2x2 m22 :  : c[14], 2 : -1 : 1
#var float2x4 m24 :  : c[16], 2 : -1 : 1
#var float1x4 m14 :  : c[18], 1 : -1 : 1
#var float4x4 h44 :  : c[19], 4 : -1 : 1
#var float4 main : $vout.POSITION : HPOS : -1 : 1
BB0:
DP3   R0.z, v[0], c[6];
DP3   R0.x, v[0], c[4];
DP3   R0.y, v[0], c[5];
DP4   R1.w, v[0], c[3];
DP4   R1.z, v[0], c[2];
DP4   R1.y, v[0], c[1];
DP4   R1.x, v[0], c[0];
ADD   R1.xyz, R1, R0;
DP3   R0.w, v[0], c[10];
DP3   R0.z, v[0], c[9];
DP3   R0.x, v[0], c[7];
DP3   R0.y, v[0], c[8];
ADD   R0, R1, R0;
DP4   R1.z, v[0], c[13];
DP4   R1.y, v[0], c[12];
DP4   R1.x, v[0], c[11];
ADD   R0.xyz, R1, R0;
MUL   R1.zw, v[0].xyxy, c[15].xyxy;
ADD   R1.w, R1.z, R1;
MUL   R1.xy, v[0], c[14];
ADD   R1.z, R1.x, R1.y;
ADD   R1.xy, R1.zwzw, R0;
MOV   R1.w, R0;
DP4   R1.z, v[0], c[18];
DP4   R0.y, v[0], c[17];
DP4   R0.x, v[0], c[16];
ADD   R0.xy, R0, R1;
ADD   R1.x, R0, R1.z;
MOV   R1.y, R0;
MOV   R1.z, R0;
DP4   R0.w, v[0], c[22];
DP4   R0.z, v[0], c[21];
DP4   R0.x, v[0], c[19];
DP4   R0.y, v[0], c[20];
ADD   o[HPOS], R1, R0;
END
# 35 instructions, 2 R-regs
