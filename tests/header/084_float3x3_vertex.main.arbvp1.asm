!!ARBvp1.0
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -profile arbvp1
# source file: tests/header/084_float3x3_vertex.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile arbvp1
#program main
#semantic main.nm
#semantic main.m43
#semantic main.m34
#var float4 p : $vin.POSITION : POSITION : 0 : 1
#var float3 n : $vin.NORMAL : NORMAL : 1 : 1
#var float3x3 nm :  : c[1], 3 : 2 : 1
#var float4x3 m43 :  : c[4], 4 : 3 : 1
#var float3x4 m34 :  : c[8], 3 : 4 : 1
#var float4 main : $vout.POSITION : HPOS : -1 : 1
#const c[0] = 1 0
PARAM c[11] = { { 1, 0 },
		program.local[1..10] };
TEMP R0;
TEMP R1;
DP3 R0.x, vertex.normal, c[1];
DP3 R0.y, vertex.normal, c[2];
DP3 R0.z, vertex.normal, c[3];
MOV R0.w, c[0].x;
DP3 R1.w, vertex.normal, c[7];
DP3 R1.z, vertex.normal, c[6];
DP3 R1.x, vertex.normal, c[4];
DP3 R1.y, vertex.normal, c[5];
ADD R1, R0, R1;
DP4 R0.x, vertex.position, c[8];
DP4 R0.y, vertex.position, c[9];
MOV R0.w, c[0].y;
DP4 R0.z, vertex.position, c[10];
ADD result.position, R1, R0;
END
# 14 instructions, 2 R-regs
