!!ARBvp1.0
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -profile arbvp1
# source file: tests/glsl/cases/flow_kept_skinning.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile arbvp1
#program skin_constant_count
#semantic skin_constant_count.bones
#semantic skin_constant_count.viewProjection
#var float4 position : $vin.POSITION : POSITION : 0 : 1
#var float3 normal : $vin.NORMAL : NORMAL : 1 : 1
#var float4 weights : $vin.TEXCOORD1 : TEXCOORD1 : 2 : 1
#var float4 indices : $vin.TEXCOORD2 : TEXCOORD2 : 3 : 1
#var float4x4 bones[0] :  : c[1], 4 : 4 : 1
#var float4x4 bones[1] :  : c[5], 4 : 4 : 1
#var float4x4 bones[2] :  : c[9], 4 : 4 : 1
#var float4x4 bones[3] :  : c[13], 4 : 4 : 1
#var float4x4 bones[4] :  : c[17], 4 : 4 : 1
#var float4x4 bones[5] :  : c[21], 4 : 4 : 1
#var float4x4 bones[6] :  : c[25], 4 : 4 : 1
#var float4x4 bones[7] :  : c[29], 4 : 4 : 1
#var float4x4 viewProjection :  : c[33], 4 : 5 : 1
#var float3 skinnedNormal : $vout.TEXCOORD0 : TEX0 : 6 : 1
#var float4 skin_constant_count : $vout.POSITION : HPOS : -1 : 1
#const c[0] = 3.9000001 4
PARAM c[37] = { { 3.9000001, 4 },
		program.local[1..36] };
TEMP R0;
TEMP R1;
TEMP R2;
ADDRESS A0;
ABS R0.y, vertex.texcoord[2];
ABS R0.x, vertex.texcoord[2];
MUL R0.y, R0, c[0].x;
FLR R0.y, R0;
MUL R2.y, R0, c[0];
ARL A0.x, R2.y;
MUL R0.x, R0, c[0];
FLR R0.x, R0;
MUL R2.x, R0, c[0].y;
DP4 R0.w, vertex.position, c[A0.x + 4];
DP4 R0.z, c[A0.x + 3], vertex.position;
DP4 R0.x, c[A0.x + 1], vertex.position;
DP4 R0.y, c[A0.x + 2], vertex.position;
MUL R1, vertex.texcoord[1].y, R0;
ARL A0.x, R2.x;
DP4 R0.w, vertex.position, c[A0.x + 4];
DP4 R0.z, c[A0.x + 3], vertex.position;
DP4 R0.y, c[A0.x + 2], vertex.position;
DP4 R0.x, c[A0.x + 1], vertex.position;
MAD R1, vertex.texcoord[1].x, R0, R1;
ABS R0.y, vertex.texcoord[2].z;
ABS R0.x, vertex.texcoord[2].w;
MUL R0.y, R0, c[0].x;
FLR R0.y, R0;
MUL R2.w, R0.y, c[0].y;
ARL A0.x, R2.w;
MUL R0.x, R0, c[0];
FLR R0.x, R0;
MUL R2.z, R0.x, c[0].y;
DP4 R0.w, vertex.position, c[A0.x + 4];
DP4 R0.z, c[A0.x + 3], vertex.position;
DP4 R0.y, c[A0.x + 2], vertex.position;
DP4 R0.x, c[A0.x + 1], vertex.position;
MAD R1, vertex.texcoord[1].z, R0, R1;
ARL A0.x, R2.z;
DP4 R0.w, c[A0.x + 4], vertex.position;
DP4 R0.z, c[A0.x + 3], vertex.position;
DP4 R0.y, c[A0.x + 2], vertex.position;
DP4 R0.x, c[A0.x + 1], vertex.position;
MAD R0, vertex.texcoord[1].w, R0, R1;
ARL A0.x, R2.y;
DP4 result.position.w, R0, c[36];
DP4 result.position.z, R0, c[35];
DP4 result.position.y, R0, c[34];
DP4 result.position.x, R0, c[33];
DP3 R0.z, vertex.normal, c[A0.x + 3];
DP3 R0.x, vertex.normal, c[A0.x + 1];
DP3 R0.y, vertex.normal, c[A0.x + 2];
ARL A0.x, R2.x;
DP3 R1.z, vertex.normal, c[A0.x + 3];
DP3 R1.y, vertex.normal, c[A0.x + 2];
DP3 R1.x, vertex.normal, c[A0.x + 1];
MUL R0.xyz, vertex.texcoord[1].y, R0;
MAD R0.xyz, vertex.texcoord[1].x, R1, R0;
ARL A0.x, R2.w;
DP3 R1.z, vertex.normal, c[A0.x + 3];
DP3 R1.y, vertex.normal, c[A0.x + 2];
DP3 R1.x, vertex.normal, c[A0.x + 1];
MAD R0.xyz, vertex.texcoord[1].z, R1, R0;
ARL A0.x, R2.z;
DP3 R1.z, c[A0.x + 3], vertex.normal;
DP3 R1.y, vertex.normal, c[A0.x + 2];
DP3 R1.x, vertex.normal, c[A0.x + 1];
MAD result.texcoord[0].xyz, vertex.texcoord[1].w, R1, R0;
END
# 64 instructions, 3 R-regs
