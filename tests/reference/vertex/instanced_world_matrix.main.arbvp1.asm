!!ARBvp1.0
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -profile arbvp1
# source file: tests/shaders/vertex/instanced_world_matrix.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile arbvp1
#program main
#semantic main.viewProj
#semantic main.lightDir
#var float4 position : $vin.POSITION : POSITION : 0 : 1
#var float3 normal : $vin.NORMAL : NORMAL : 1 : 1
#var float2 uv : $vin.TEXCOORD0 : TEXCOORD0 : 2 : 1
#var float4 tint : $vin.COLOR0 : COLOR0 : 3 : 1
#var float4x4 world : $vin.TEXCOORD4 : TEXCOORD4, 4 : 4 : 1
#var float4x4 viewProj :  : c[1], 4 : 5 : 1
#var float3 lightDir :  : c[5] : 6 : 1
#var float4 main.hpos : $vout.POSITION : HPOS : -1 : 1
#var float4 main.color : $vout.COLOR0 : COL0 : -1 : 1
#var float3 main.normal : $vout.TEXCOORD0 : TEX0 : -1 : 1
#var float2 main.uv : $vout.TEXCOORD1 : TEX1 : -1 : 1
#const c[0] = 1 0
PARAM c[6] = { { 1, 0 },
		program.local[1..5] };
TEMP R0;
TEMP R1;
TEMP R2;
MOV R1.xyz, vertex.normal;
DP3 R0.z, vertex.texcoord[6], R1;
DP3 R0.x, vertex.texcoord[4], R1;
DP3 R0.y, vertex.texcoord[5], R1;
DP3 R0.w, R0, R0;
RSQ R0.w, R0.w;
MUL R2.xyz, R0.w, R0;
MOV R1, vertex.position;
DP4 R0.w, vertex.texcoord[7], R1;
DP4 R0.z, R1, vertex.texcoord[6];
DP4 R0.x, R1, vertex.texcoord[4];
DP4 R0.y, R1, vertex.texcoord[5];
DP3 R1.x, R2, -c[5];
MIN R1.x, R1, c[0];
MAX R1.x, R1, c[0].y;
DP4 result.position.w, R0, c[4];
DP4 result.position.z, R0, c[3];
DP4 result.position.y, R0, c[2];
DP4 result.position.x, R0, c[1];
MUL result.color, vertex.color, R1.x;
MOV result.texcoord[0].xyz, R2;
MOV result.texcoord[1].xy, vertex.texcoord[0];
END
# 22 instructions, 3 R-regs
