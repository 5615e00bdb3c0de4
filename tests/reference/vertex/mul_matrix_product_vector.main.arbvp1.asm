!!ARBvp1.0
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -profile arbvp1
# source file: tests/shaders/vertex/mul_matrix_product_vector.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile arbvp1
#program main
#semantic main.projMatrix
#semantic main.modelViewMatrix
#var float3 vertexPosition : $vin.POSITION : POSITION : 0 : 1
#var float3 vertexNormal : $vin.NORMAL : NORMAL : 1 : 1
#var float2 vertexTexcoord : $vin.TEXCOORD0 : TEXCOORD0 : 2 : 1
#var float4x4 projMatrix :  : c[1], 4 : 3 : 1
#var float4x4 modelViewMatrix :  : c[5], 4 : 4 : 1
#var float4 ePosition : $vout.POSITION : HPOS : 5 : 1
#var float4 oPosition : $vout.TEXCOORD0 : TEX0 : 6 : 1
#var float3 oNormal : $vout.TEXCOORD1 : TEX1 : 7 : 1
#var float2 oTexcoord : $vout.TEXCOORD2 : TEX2 : 8 : 1
#const c[0] = 1
PARAM c[9] = { { 1 },
		program.local[1..8] };
TEMP R0;
TEMP R1;
MOV R1.w, c[0].x;
MOV R1.xyz, vertex.position;
DP4 R0.w, R1, c[8];
DP4 R0.z, R1, c[7];
DP4 R0.x, R1, c[5];
DP4 R0.y, R1, c[6];
DP4 result.position.w, R0, c[4];
DP4 result.position.z, R0, c[3];
DP4 result.position.y, R0, c[2];
DP4 result.position.x, R0, c[1];
MOV result.texcoord[0], R1;
MOV result.texcoord[1].xyz, vertex.normal;
MOV result.texcoord[2].xy, vertex.texcoord[0];
END
# 13 instructions, 2 R-regs
