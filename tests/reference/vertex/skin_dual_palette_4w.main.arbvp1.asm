!!ARBvp1.0
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -profile arbvp1
# source file: tests/shaders/vertex/skin_dual_palette_4w.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile arbvp1
#program main
#semantic main.bones
#semantic main.viewProj
#var float4 v.pos : $vin.POSITION : POSITION : 0 : 1
#var float3 v.nrm : $vin.NORMAL : NORMAL : 0 : 1
#var float3 v.tan : $vin.TANGENT : ATTR14 : 0 : 1
#var float3 v.w : $vin.BLENDWEIGHT : WEIGHT : 0 : 1
#var float4 v.idx : $vin.BLENDINDICES : ATTR7 : 0 : 1
#var float2 v.uv : $vin.TEXCOORD0 : TEXCOORD0 : 0 : 1
#var float3x4 bones[0] :  : c[1], 3 : 1 : 1
#var float3x4 bones[1] :  : c[4], 3 : 1 : 1
#var float3x4 bones[2] :  : c[7], 3 : 1 : 1
#var float3x4 bones[3] :  : c[10], 3 : 1 : 1
#var float3x4 bones[4] :  : c[13], 3 : 1 : 1
#var float3x4 bones[5] :  : c[16], 3 : 1 : 1
#var float3x4 bones[6] :  : c[19], 3 : 1 : 1
#var float3x4 bones[7] :  : c[22], 3 : 1 : 1
#var float3x4 bones[8] :  : c[25], 3 : 1 : 1
#var float3x4 bones[9] :  : c[28], 3 : 1 : 1
#var float3x4 bones[10] :  : c[31], 3 : 1 : 1
#var float3x4 bones[11] :  : c[34], 3 : 1 : 1
#var float3x4 bones[12] :  : c[37], 3 : 1 : 1
#var float3x4 bones[13] :  : c[40], 3 : 1 : 1
#var float3x4 bones[14] :  : c[43], 3 : 1 : 1
#var float3x4 bones[15] :  : c[46], 3 : 1 : 1
#var float3x4 bones[16] :  : c[49], 3 : 1 : 1
#var float3x4 bones[17] :  : c[52], 3 : 1 : 1
#var float3x4 bones[18] :  : c[55], 3 : 1 : 1
#var float3x4 bones[19] :  : c[58], 3 : 1 : 1
#var float4x4 viewProj :  : c[61], 4 : 2 : 1
#var float4 main.hpos : $vout.POSITION : HPOS : -1 : 1
#var float2 main.uv : $vout.TEXCOORD0 : TEX0 : -1 : 1
#var float3 main.n : $vout.TEXCOORD1 : TEX1 : -1 : 1
#var float3 main.t : $vout.TEXCOORD2 : TEX2 : -1 : 1
#const c[0] = 3 1
PARAM c[65] = { { 3, 1 },
		program.local[1..64] };
TEMP R0;
TEMP R1;
TEMP R2;
TEMP R3;
TEMP R4;
ADDRESS A0;
FLR R0.x, vertex.attrib[7].y;
MUL R4.y, R0.x, c[0].x;
ARL A0.x, R4.y;
FLR R0.y, vertex.attrib[7].x;
MUL R1, vertex.weight.y, c[A0.x + 1];
MUL R4.x, R0.y, c[0];
FLR R0.x, vertex.attrib[7].z;
MUL R0.y, R0.x, c[0].x;
ARL A0.x, R4.x;
MAD R1, vertex.weight.x, c[A0.x + 1], R1;
ARL A0.x, R0.y;
FLR R0.x, vertex.attrib[7].w;
MAD R1, vertex.weight.z, c[A0.x + 1], R1;
MUL R0.z, R0.x, c[0].x;
ADD R0.w, -vertex.weight.x, c[0].y;
ADD R0.x, R0.w, -vertex.weight.y;
ADD R0.w, R0.x, -vertex.weight.z;
ARL A0.x, R0.z;
MAD R3, c[A0.x + 1], R0.w, R1;
ARL A0.x, R4.y;
MUL R1, vertex.weight.y, c[A0.x + 2];
ARL A0.x, R4.x;
MAD R2, vertex.weight.x, c[A0.x + 2], R1;
ARL A0.x, R4.y;
MUL R1, vertex.weight.y, c[A0.x + 3];
ARL A0.x, R0.y;
MAD R2, vertex.weight.z, c[A0.x + 2], R2;
ARL A0.x, R4.x;
MAD R1, vertex.weight.x, c[A0.x + 3], R1;
ARL A0.x, R0.z;
MAD R2, R0.w, c[A0.x + 2], R2;
ARL A0.x, R0.y;
MAD R1, vertex.weight.z, c[A0.x + 3], R1;
ARL A0.x, R0.z;
MAD R1, R0.w, c[A0.x + 3], R1;
DP4 R0.x, R3, vertex.position;
DP4 R0.y, vertex.position, R2;
MOV R0.w, c[0].y;
DP4 R0.z, vertex.position, R1;
DP4 result.position.w, R0, c[64];
DP4 result.position.z, R0, c[63];
DP4 result.position.y, R0, c[62];
DP4 result.position.x, R0, c[61];
DP3 result.texcoord[1].z, R1, vertex.normal;
DP3 result.texcoord[1].y, R2, vertex.normal;
DP3 result.texcoord[1].x, R3, vertex.normal;
DP3 result.texcoord[2].z, R1, vertex.attrib[14];
DP3 result.texcoord[2].y, R2, vertex.attrib[14];
DP3 result.texcoord[2].x, R3, vertex.attrib[14];
MOV result.texcoord[0].xy, vertex.texcoord[0];
END
# 50 instructions, 5 R-regs
