!!ARBvp1.0
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -profile arbvp1
# source file: tests/shaders/vertex/float4x3_skin_bones.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile arbvp1
#program main
#semantic main.bones
#semantic main.viewProj
#var float4 IN.pos : $vin.POSITION : POSITION : 0 : 1
#var float3 IN.normal : $vin.NORMAL : NORMAL : 0 : 1
#var float4 IN.weights : $vin.BLENDWEIGHT : WEIGHT : 0 : 1
#var float4 IN.indices : $vin.BLENDINDICES : ATTR7 : 0 : 1
#var float2 IN.uv : $vin.TEXCOORD0 : TEXCOORD0 : 0 : 1
#var float4x3 bones[0] :  : c[1], 4 : 1 : 1
#var float4x3 bones[1] :  : c[5], 4 : 1 : 1
#var float4x3 bones[2] :  : c[9], 4 : 1 : 1
#var float4x3 bones[3] :  : c[13], 4 : 1 : 1
#var float4x3 bones[4] :  : c[17], 4 : 1 : 1
#var float4x3 bones[5] :  : c[21], 4 : 1 : 1
#var float4x3 bones[6] :  : c[25], 4 : 1 : 1
#var float4x3 bones[7] :  : c[29], 4 : 1 : 1
#var float4x3 bones[8] :  : c[33], 4 : 1 : 1
#var float4x3 bones[9] :  : c[37], 4 : 1 : 1
#var float4x3 bones[10] :  : c[41], 4 : 1 : 1
#var float4x3 bones[11] :  : c[45], 4 : 1 : 1
#var float4x3 bones[12] :  : c[49], 4 : 1 : 1
#var float4x3 bones[13] :  : c[53], 4 : 1 : 1
#var float4x3 bones[14] :  : c[57], 4 : 1 : 1
#var float4x3 bones[15] :  : c[61], 4 : 1 : 1
#var float4x3 bones[16] :  : c[65], 4 : 1 : 1
#var float4x3 bones[17] :  : c[69], 4 : 1 : 1
#var float4x3 bones[18] :  : c[73], 4 : 1 : 1
#var float4x3 bones[19] :  : c[77], 4 : 1 : 1
#var float4x4 viewProj :  : c[81], 4 : 2 : 1
#var float4 main.hpos : $vout.POSITION : HPOS : -1 : 1
#var float2 main.uv : $vout.TEXCOORD0 : TEX0 : -1 : 1
#var float3 main.n : $vout.TEXCOORD1 : TEX1 : -1 : 1
#const c[0] = 4
PARAM c[85] = { { 4 },
		program.local[1..84] };
TEMP R0;
TEMP R1;
TEMP R2;
TEMP R3;
TEMP R4;
ADDRESS A0;
FLR R0.x, vertex.attrib[7].y;
MUL R3.y, R0.x, c[0].x;
FLR R0.x, vertex.attrib[7];
ARL A0.x, R3.y;
MUL R3.x, R0, c[0];
MUL R0.xyz, vertex.position.y, c[A0.x + 2];
MAD R0.xyz, vertex.position.x, c[A0.x + 1], R0;
ARL A0.x, R3.x;
MUL R1.xyz, vertex.position.y, c[A0.x + 2];
ARL A0.x, R3.y;
MAD R0.xyz, vertex.position.z, c[A0.x + 3], R0;
ARL A0.x, R3.x;
MAD R1.xyz, vertex.position.x, c[A0.x + 1], R1;
ARL A0.x, R3.y;
MAD R0.xyz, vertex.position.w, c[A0.x + 4], R0;
ARL A0.x, R3.x;
MAD R1.xyz, vertex.position.z, c[A0.x + 3], R1;
MUL R0.xyz, vertex.weight.y, R0;
MAD R1.xyz, vertex.position.w, c[A0.x + 4], R1;
MAD R2.xyz, vertex.weight.x, R1, R0;
FLR R0.y, vertex.attrib[7].z;
FLR R0.x, vertex.attrib[7].w;
MUL R2.w, R0.y, c[0].x;
ARL A0.x, R2.w;
MUL R1.w, R0.x, c[0].x;
MUL R1.xyz, vertex.position.y, c[A0.x + 2];
ARL A0.x, R1.w;
MUL R0.xyz, vertex.position.y, c[A0.x + 2];
ARL A0.x, R2.w;
MAD R1.xyz, vertex.position.x, c[A0.x + 1], R1;
ARL A0.x, R1.w;
MAD R0.xyz, vertex.position.x, c[A0.x + 1], R0;
ARL A0.x, R2.w;
MAD R1.xyz, vertex.position.z, c[A0.x + 3], R1;
ARL A0.x, R1.w;
MAD R0.xyz, vertex.position.z, c[A0.x + 3], R0;
ARL A0.x, R2.w;
MAD R1.xyz, vertex.position.w, c[A0.x + 4], R1;
ARL A0.x, R1.w;
MAD R0.xyz, vertex.position.w, c[A0.x + 4], R0;
MAD R1.xyz, vertex.weight.z, R1, R2;
MAD R4.xyz, R0, vertex.weight.w, R1;
ARL A0.x, R3.y;
MUL R1.xyz, c[A0.x + 2], vertex.normal.y;
MAD R2.xyz, c[A0.x + 1], vertex.normal.x, R1;
ARL A0.x, R3.x;
MUL R1.xyz, c[A0.x + 2], vertex.normal.y;
ARL A0.x, R3.y;
MAD R2.xyz, c[A0.x + 3], vertex.normal.z, R2;
ARL A0.x, R3.x;
MAD R1.xyz, c[A0.x + 1], vertex.normal.x, R1;
MAD R1.xyz, c[A0.x + 3], vertex.normal.z, R1;
MUL R2.xyz, vertex.weight.y, R2;
MUL R0, R4.y, c[82];
MAD R0, R4.x, c[81], R0;
MAD R0, R4.z, c[83], R0;
MAD R3.xyz, vertex.weight.x, R1, R2;
ARL A0.x, R2.w;
MUL R2.xyz, c[A0.x + 2], vertex.normal.y;
ARL A0.x, R1.w;
MUL R1.xyz, c[A0.x + 2], vertex.normal.y;
ARL A0.x, R2.w;
MAD R2.xyz, c[A0.x + 1], vertex.normal.x, R2;
ARL A0.x, R1.w;
MAD R1.xyz, c[A0.x + 1], vertex.normal.x, R1;
ARL A0.x, R2.w;
MAD R2.xyz, c[A0.x + 3], vertex.normal.z, R2;
ARL A0.x, R1.w;
MAD R2.xyz, vertex.weight.z, R2, R3;
MAD R1.xyz, c[A0.x + 3], vertex.normal.z, R1;
MAD R1.xyz, vertex.weight.w, R1, R2;
DP3 R1.w, R1, R1;
RSQ R1.w, R1.w;
ADD result.position, R0, c[84];
MUL result.texcoord[1].xyz, R1.w, R1;
MOV result.texcoord[0].xy, vertex.texcoord[0];
END
# 76 instructions, 5 R-regs
