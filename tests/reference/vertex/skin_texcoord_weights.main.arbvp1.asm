!!ARBvp1.0
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -profile arbvp1
# source file: tests/shaders/vertex/skin_texcoord_weights.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile arbvp1
#program main
#semantic main.bones
#semantic main.viewProj
#semantic main.lightDir
#var float4 v.pos : $vin.POSITION : POSITION : 0 : 1
#var float3 v.nrm : $vin.NORMAL : NORMAL : 0 : 1
#var float3 v.weights : $vin.TEXCOORD1 : TEXCOORD1 : 0 : 1
#var float3 v.indices : $vin.TEXCOORD2 : TEXCOORD2 : 0 : 1
#var float2 v.uv : $vin.TEXCOORD0 : TEXCOORD0 : 0 : 1
#var float4x4 bones[0] :  : c[1], 4 : 1 : 1
#var float4x4 bones[1] :  : c[5], 4 : 1 : 1
#var float4x4 bones[2] :  : c[9], 4 : 1 : 1
#var float4x4 bones[3] :  : c[13], 4 : 1 : 1
#var float4x4 bones[4] :  : c[17], 4 : 1 : 1
#var float4x4 bones[5] :  : c[21], 4 : 1 : 1
#var float4x4 bones[6] :  : c[25], 4 : 1 : 1
#var float4x4 bones[7] :  : c[29], 4 : 1 : 1
#var float4x4 bones[8] :  : c[33], 4 : 1 : 1
#var float4x4 bones[9] :  : c[37], 4 : 1 : 1
#var float4x4 bones[10] :  : c[41], 4 : 1 : 1
#var float4x4 bones[11] :  : c[45], 4 : 1 : 1
#var float4x4 bones[12] :  : c[49], 4 : 1 : 1
#var float4x4 bones[13] :  : c[53], 4 : 1 : 1
#var float4x4 bones[14] :  : c[57], 4 : 1 : 1
#var float4x4 bones[15] :  : c[61], 4 : 1 : 1
#var float4x4 bones[16] :  : c[65], 4 : 1 : 1
#var float4x4 bones[17] :  : c[69], 4 : 1 : 1
#var float4x4 viewProj :  : c[73], 4 : 2 : 1
#var float3 lightDir :  : c[77] : 3 : 1
#var float4 main.hpos : $vout.POSITION : HPOS : -1 : 1
#var float2 main.uv : $vout.TEXCOORD0 : TEX0 : -1 : 1
#var float4 main.color : $vout.COLOR0 : COL0 : -1 : 1
#const c[0] = 4 1 0
PARAM c[78] = { { 4, 1, 0 },
		program.local[1..77] };
TEMP R0;
TEMP R1;
TEMP R2;
TEMP R3;
ADDRESS A0;
FLR R0.x, vertex.texcoord[2].y;
MUL R0.w, R0.x, c[0].x;
ARL A0.x, R0.w;
DP3 R0.z, c[A0.x + 3], vertex.normal;
DP3 R0.x, c[A0.x + 1], vertex.normal;
DP3 R0.y, c[A0.x + 2], vertex.normal;
MUL R1.xyz, vertex.texcoord[1].y, R0;
FLR R0.y, vertex.texcoord[2].x;
MUL R3.x, R0.y, c[0];
ARL A0.x, R3.x;
FLR R0.x, vertex.texcoord[2].z;
MUL R2.w, R0.x, c[0].x;
DP3 R0.z, c[A0.x + 3], vertex.normal;
DP3 R0.y, c[A0.x + 2], vertex.normal;
DP3 R0.x, c[A0.x + 1], vertex.normal;
MAD R1.xyz, vertex.texcoord[1].x, R0, R1;
ARL A0.x, R2.w;
DP3 R0.z, c[A0.x + 3], vertex.normal;
DP3 R0.y, c[A0.x + 2], vertex.normal;
DP3 R0.x, c[A0.x + 1], vertex.normal;
ARL A0.x, R0.w;
MAD R2.xyz, vertex.texcoord[1].z, R0, R1;
DP4 R0.w, vertex.position, c[A0.x + 4];
DP4 R0.z, vertex.position, c[A0.x + 3];
DP4 R0.x, vertex.position, c[A0.x + 1];
DP4 R0.y, vertex.position, c[A0.x + 2];
ARL A0.x, R3.x;
MUL R1, vertex.texcoord[1].y, R0;
DP4 R0.w, vertex.position, c[A0.x + 4];
DP4 R0.z, vertex.position, c[A0.x + 3];
DP4 R0.y, vertex.position, c[A0.x + 2];
DP4 R0.x, vertex.position, c[A0.x + 1];
MAD R1, vertex.texcoord[1].x, R0, R1;
ARL A0.x, R2.w;
DP3 R3.x, R2, R2;
DP4 R0.w, c[A0.x + 4], vertex.position;
DP4 R0.z, vertex.position, c[A0.x + 3];
DP4 R0.y, vertex.position, c[A0.x + 2];
DP4 R0.x, vertex.position, c[A0.x + 1];
MAD R0, vertex.texcoord[1].z, R0, R1;
RSQ R1.x, R3.x;
MUL R1.xyz, R1.x, R2;
DP3 R1.x, R1, -c[77];
MIN R1.x, R1, c[0].y;
DP4 result.position.w, R0, c[76];
DP4 result.position.z, R0, c[75];
DP4 result.position.y, R0, c[74];
DP4 result.position.x, R0, c[73];
MAX result.color.xyz, R1.x, c[0].z;
MOV result.texcoord[0].xy, vertex.texcoord[0];
MOV result.color.w, c[0].y;
END
# 51 instructions, 4 R-regs
