!!ARBvp1.0
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -profile arbvp1
# source file: tests/shaders/vertex/pack_matrix_column_major.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile arbvp1
#program main
#semantic main.B
#semantic main.C
#semantic main.D
#semantic main.t
#semantic main.s
#semantic main.R
#semantic A
#semantic G
#var float4 position : $vin.POSITION : POSITION : 0 : 1
#var float4x3 B :  : c[1], 4 : 1 : 1
#var float3x4 C :  : c[5], 3 : 2 : 1
#var float2x2 D[0] :  : c[8], 2 : 3 : 1
#var float2x2 D[1] :  : c[10], 2 : 3 : 1
#var float3x2 t.m :  : c[12], 3 : 4 : 1
#var float t.k :  : c[25] : 4 : 1
#var float2x3 s.m :  : c[15], 2 : 5 : 1
#var float4 o1 : $vout.TEXCOORD0 : TEX0 : 6 : 1
#var float4 o2 : $vout.TEXCOORD1 : TEX1 : 7 : 1
#var float2x3 R :  : c[17], 2 : 8 : 1
#var float3x4 A :  : c[19], 3 : -1 : 1
#var float3x2 G :  : c[22], 3 : -1 : 1
#var float4 main : $vout.POSITION : HPOS : -1 : 1
#const c[0] = 1 0
PARAM c[26] = { { 1, 0 },
		program.local[1..25] };
TEMP R0;
TEMP R1;
TEMP R2;
MUL R1.xy, vertex.position.z, c[23];
MAD R2.xy, vertex.position.y, c[22], R1;
MUL R0.xyz, vertex.position.y, c[2];
MAD R0.xyz, vertex.position.x, c[1], R0;
MAD R0.xyz, vertex.position.z, c[3], R0;
MAD R0.xyz, vertex.position.w, c[4], R0;
DP4 R1.x, vertex.position, c[19];
DP4 R1.y, vertex.position, c[20];
DP4 R1.z, vertex.position, c[21];
MOV R0.w, c[0].y;
MOV R1.w, c[0].x;
ADD result.texcoord[0], R1, R0;
MAD R0.xy, vertex.position.w, c[24], R2;
MOV R0.w, c[9].x;
MOV R0.z, c[8].x;
ADD R0.zw, vertex.position.xyxy, R0;
MUL R0.zw, vertex.position, R0;
MOV R1.y, c[9];
MOV R1.x, c[8].y;
MUL R1.xy, vertex.position.zwzw, R1;
ADD R1.y, R1.x, R1;
ADD R1.x, R0.z, R0.w;
DP3 R0.z, vertex.position, c[15];
DP3 R0.w, vertex.position, c[16];
ADD R0.zw, R1.xyxy, R0;
ADD R0.zw, R0, R0.xyxy;
MUL R1, vertex.position.y, c[6];
MAD R1, vertex.position.x, c[5], R1;
DP3 R0.x, vertex.position.xzww, c[17];
DP3 R0.y, vertex.position.xzww, c[18];
ADD R2.xy, R0.zwzw, R0;
MUL R0.xy, vertex.position.y, c[13];
MAD R0.xy, vertex.position.x, c[12], R0;
MAD R0.zw, vertex.position.z, c[14].xyxy, R0.xyxy;
MUL R0.xy, vertex.position.y, c[11];
MAD R1, vertex.position.z, c[7], R1;
MUL R0.zw, R0, c[25].x;
MAD R0.xy, vertex.position.x, c[10], R0;
ADD R0, R1, R0;
ADD result.texcoord[1].xy, R0, R2;
MOV result.texcoord[1].zw, R0;
MOV result.position, vertex.position;
END
# 42 instructions, 3 R-regs
