!!ARBvp1.0
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -profile arbvp1
# source file: tests/header/011_types_matrices.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile arbvp1
#program main
#semantic m44
#semantic m33
#semantic m43
#semantic m34
#semantic m22
#semantic m24
#semantic m14
#semantic h44
#var float4 p : $vin.POSITION : POSITION : 0 : 1
#var float4x4 m44 :  : c[1], 4 : -1 : 1
#var float3x3 m33 :  : c[5], 3 : -1 : 1
#var float4x3 m43 :  : c[8], 4 : -1 : 1
#var float3x4 m34 :  : c[12], 3 : -1 : 1
#var float2x2 m22 :  : c[15], 2 : -1 : 1
#var float2x4 m24 :  : c[17], 2 : -1 : 1
#var float1x4 m14 :  : c[19], 1 : -1 : 1
#var float4x4 h44 :  : c[20], 4 : -1 : 1
#var float4 main : $vout.POSITION : HPOS : -1 : 1
PARAM c[24] = { program.local[0..23] };
TEMP R0;
TEMP R1;
DP3 R0.z, vertex.position, c[7];
DP3 R0.x, vertex.position, c[5];
DP3 R0.y, vertex.position, c[6];
DP4 R1.w, vertex.position, c[4];
DP4 R1.z, vertex.position, c[3];
DP4 R1.y, vertex.position, c[2];
DP4 R1.x, vertex.position, c[1];
ADD R1.xyz, R1, R0;
DP3 R0.w, vertex.position, c[11];
DP3 R0.z, vertex.position, c[10];
DP3 R0.x, vertex.position, c[8];
DP3 R0.y, vertex.position, c[9];
ADD R0, R1, R0;
DP4 R1.z, vertex.position, c[14];
DP4 R1.x, vertex.position, c[12];
DP4 R1.y, vertex.position, c[13];
ADD R0.xyz, R0, R1;
MUL R1.xy, vertex.position, c[15];
MUL R1.zw, vertex.position.xyxy, c[16].xyxy;
ADD R1.x, R1, R1.y;
ADD R1.y, R1.z, R1.w;
ADD R1.xy, R0, R1;
MOV R1.w, R0;
DP4 R1.z, vertex.position, c[19];
DP4 R0.x, vertex.position, c[17];
DP4 R0.y, vertex.position, c[18];
ADD R0.xy, R1, R0;
ADD R1.x, R0, R1.z;
MOV R1.y, R0;
MOV R1.z, R0;
DP4 R0.w, vertex.position, c[23];
DP4 R0.z, vertex.position, c[22];
DP4 R0.x, vertex.position, c[20];
DP4 R0.y, vertex.position, c[21];
ADD result.position, R1, R0;
END
# 35 instructions, 2 R-regs
