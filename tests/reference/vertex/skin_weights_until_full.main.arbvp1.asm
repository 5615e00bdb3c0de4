!!ARBvp1.0
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -profile arbvp1
# source file: tests/shaders/vertex/skin_weights_until_full.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile arbvp1
#program main
#semantic main.view_proj
#semantic main.bones
#var float4 IN.position : $vin.POSITION : POSITION : 0 : 1
#var float4 IN.weights : $vin.TEXCOORD1 : TEXCOORD1 : 0 : 1
#var float4 IN.indices : $vin.TEXCOORD2 : TEXCOORD2 : 0 : 1
#var float4x4 view_proj :  : c[1], 4 : 1 : 1
#var float3x4 bones[0] :  : c[5], 3 : 2 : 1
#var float3x4 bones[1] :  : c[8], 3 : 2 : 1
#var float3x4 bones[2] :  : c[11], 3 : 2 : 1
#var float3x4 bones[3] :  : c[14], 3 : 2 : 1
#var float3x4 bones[4] :  : c[17], 3 : 2 : 1
#var float3x4 bones[5] :  : c[20], 3 : 2 : 1
#var float3x4 bones[6] :  : c[23], 3 : 2 : 1
#var float3x4 bones[7] :  : c[26], 3 : 2 : 1
#var float3x4 bones[8] :  : c[29], 3 : 2 : 1
#var float3x4 bones[9] :  : c[32], 3 : 2 : 1
#var float3x4 bones[10] :  : c[35], 3 : 2 : 1
#var float3x4 bones[11] :  : c[38], 3 : 2 : 1
#var float3x4 bones[12] :  : c[41], 3 : 2 : 1
#var float3x4 bones[13] :  : c[44], 3 : 2 : 1
#var float3x4 bones[14] :  : c[47], 3 : 2 : 1
#var float3x4 bones[15] :  : c[50], 3 : 2 : 1
#var float3x4 bones[16] :  : c[53], 3 : 2 : 1
#var float3x4 bones[17] :  : c[56], 3 : 2 : 1
#var float3x4 bones[18] :  : c[59], 3 : 2 : 1
#var float3x4 bones[19] :  : c[62], 3 : 2 : 1
#var float3x4 bones[20] :  : c[65], 3 : 2 : 1
#var float3x4 bones[21] :  : c[68], 3 : 2 : 1
#var float3x4 bones[22] :  : c[71], 3 : 2 : 1
#var float3x4 bones[23] :  : c[74], 3 : 2 : 1
#var float4 main : $vout.POSITION : HPOS : -1 : 1
#const c[0] = 3 1
PARAM c[77] = { { 3, 1 },
		program.local[1..76] };
TEMP R0;
TEMP R1;
TEMP R2;
ADDRESS A0;
FLR R0.y, vertex.texcoord[2].x;
FLR R0.x, vertex.texcoord[2].y;
MUL R0.x, R0, c[0];
ARL A0.x, R0.x;
MUL R0.w, R0.y, c[0].x;
DP4 R0.z, vertex.position, c[A0.x + 7];
DP4 R0.x, vertex.position, c[A0.x + 5];
DP4 R0.y, vertex.position, c[A0.x + 6];
ARL A0.x, R0.w;
MUL R1.xyz, vertex.texcoord[1].y, R0;
DP4 R0.z, vertex.position, c[A0.x + 7];
DP4 R0.x, vertex.position, c[A0.x + 5];
DP4 R0.y, vertex.position, c[A0.x + 6];
FLR R1.w, vertex.texcoord[2].z;
SLT R0.w, vertex.texcoord[1].x, c[0].y;
MUL R0.xyz, vertex.texcoord[1].x, R0;
MAD R0.xyz, R0.w, R1, R0;
MUL R1.x, R1.w, c[0];
ARL A0.x, R1.x;
ADD R1.w, vertex.texcoord[1].x, vertex.texcoord[1].y;
SLT R2.x, R1.w, c[0].y;
MUL R0.w, R0, R2.x;
DP4 R1.z, vertex.position, c[A0.x + 7];
DP4 R1.x, vertex.position, c[A0.x + 5];
DP4 R1.y, vertex.position, c[A0.x + 6];
MUL R1.xyz, vertex.texcoord[1].z, R1;
MAD R1.xyz, R0.w, R1, R0;
ADD R0.y, vertex.texcoord[1].z, R1.w;
SLT R1.w, R0.y, c[0].y;
MUL R1.w, R0, R1;
FLR R2.x, vertex.texcoord[2].w;
MUL R0.x, R2, c[0];
ARL A0.x, R0.x;
MOV R0.w, c[0].y;
DP4 R0.z, c[A0.x + 7], vertex.position;
DP4 R0.x, vertex.position, c[A0.x + 5];
DP4 R0.y, vertex.position, c[A0.x + 6];
MUL R0.xyz, vertex.texcoord[1].w, R0;
MAD R0.xyz, R0, R1.w, R1;
DP4 result.position.w, R0, c[4];
DP4 result.position.z, R0, c[3];
DP4 result.position.y, R0, c[2];
DP4 result.position.x, R0, c[1];
END
# 43 instructions, 3 R-regs
