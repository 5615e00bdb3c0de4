!!ARBvp1.0
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -profile arbvp1
# source file: tests/shaders/vertex/vertex_ao_bent_normal.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile arbvp1
#program main
#semantic main.mvp
#semantic main.normalToWorld
#semantic main.skyColor
#semantic main.groundColor
#semantic main.sunDir
#semantic main.sunColor
#var float4 pos : $vin.POSITION : POSITION : 0 : 1
#var float3 N : $vin.NORMAL : NORMAL : 1 : 1
#var float4 aoBent : $vin.TEXCOORD1 : TEXCOORD1 : 2 : 1
#var float4 hpos : $vout.POSITION : HPOS : 3 : 1
#var float4 color : $vout.COLOR0 : COL0 : 4 : 1
#var float4x4 mvp :  : c[1], 4 : 5 : 1
#var float3x3 normalToWorld :  : c[5], 3 : 6 : 1
#var float3 skyColor :  : c[8] : 7 : 1
#var float3 groundColor :  : c[9] : 8 : 1
#var float3 sunDir :  : c[10] : 9 : 1
#var float3 sunColor :  : c[11] : 10 : 1
#const c[0] = 2 1 0.5 0
PARAM c[12] = { { 2, 1, 0.5, 0 },
		program.local[1..11] };
TEMP R0;
TEMP R1;
TEMP R2;
MAD R2.xyz, vertex.texcoord[1], c[0].x, -c[0].y;
DP3 R0.w, R2, c[6];
MOV R0.y, R0.w;
DP3 R1.z, vertex.normal, c[7];
DP3 R1.x, vertex.normal, c[5];
DP3 R1.y, vertex.normal, c[6];
DP3 R1.w, R1, R1;
DP3 R0.z, R2, c[7];
DP3 R0.x, R2, c[5];
DP3 R0.x, R0, R0;
RSQ R0.y, R1.w;
MUL R1.xyz, R0.y, R1;
DP3 R0.y, R1, c[10];
MIN R1.x, R0.y, c[0].y;
RSQ R0.x, R0.x;
MUL R0.x, R0, R0.w;
MAD R0.w, R0.x, c[0].z, c[0].z;
MOV R0.xyz, c[9];
MAX R1.x, R1, c[0].w;
ADD R0.xyz, -R0, c[8];
MUL R1.xyz, R1.x, c[11];
MAD R0.xyz, R0.w, R0, c[9];
MAD result.color.xyz, R0, vertex.texcoord[1].w, R1;
DP4 result.position.w, vertex.position, c[4];
DP4 result.position.z, vertex.position, c[3];
DP4 result.position.y, vertex.position, c[2];
DP4 result.position.x, vertex.position, c[1];
MOV result.color.w, c[0].y;
END
# 28 instructions, 3 R-regs
