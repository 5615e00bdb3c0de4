!!ARBvp1.0
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -profile arbvp1
# source file: tests/shaders/vertex/instanced_skinned_int_indices.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile arbvp1
#program main
#semantic main.instanceTint
#semantic main.instanceWorld
#semantic main.palette
#semantic main.viewProj
#semantic main.lightDir
#var float4 IN.pos : $vin.POSITION : POSITION : 0 : 1
#var float3 IN.normal : $vin.NORMAL : NORMAL : 0 : 1
#var float IN.weight : $vin.BLENDWEIGHT : WEIGHT : 0 : 1
#var float4 IN.bones : $vin.BLENDINDICES : ATTR7 : 0 : 1
#var float4 IN.instance : $vin.TEXCOORD1 : TEXCOORD1 : 0 : 1
#var float2 IN.uv : $vin.TEXCOORD0 : TEXCOORD0 : 0 : 1
#var float4 instanceTint[0] :  : c[53] : 1 : 1
#var float4 instanceTint[1] :  : c[54] : 1 : 1
#var float4 instanceTint[2] :  : c[55] : 1 : 1
#var float4 instanceTint[3] :  : c[56] : 1 : 1
#var float4x4 instanceWorld[0] :  : c[1], 4 : 2 : 1
#var float4x4 instanceWorld[1] :  : c[5], 4 : 2 : 1
#var float4x4 instanceWorld[2] :  : c[9], 4 : 2 : 1
#var float4x4 instanceWorld[3] :  : c[13], 4 : 2 : 1
#var float4x3 palette[0] :  : c[17], 4 : 3 : 1
#var float4x3 palette[1] :  : c[21], 4 : 3 : 1
#var float4x3 palette[2] :  : c[25], 4 : 3 : 1
#var float4x3 palette[3] :  : c[29], 4 : 3 : 1
#var float4x3 palette[4] :  : c[33], 4 : 3 : 1
#var float4x3 palette[5] :  : c[37], 4 : 3 : 1
#var float4x3 palette[6] :  : c[41], 4 : 3 : 1
#var float4x3 palette[7] :  : c[45], 4 : 3 : 1
#var float4x4 viewProj :  : c[49], 4 : 4 : 1
#var float3 lightDir :  : c[57] : 5 : 1
#var float4 main.hpos : $vout.POSITION : HPOS : -1 : 1
#var float4 main.color : $vout.COLOR0 : COL0 : -1 : 1
#var float2 main.uv : $vout.TEXCOORD0 : TEX0 : -1 : 1
#const c[0] = 4 1 0
PARAM c[58] = { { 4, 1, 0 },
		program.local[1..57] };
TEMP R0;
TEMP R1;
TEMP R2;
TEMP R3;
ADDRESS A0;
FLR R0.x, vertex.attrib[7].y;
MUL R3.y, R0.x, c[0].x;
FLR R0.x, vertex.attrib[7];
FLR R0.w, vertex.texcoord[1].x;
ARL A0.x, R3.y;
MUL R3.x, R0, c[0];
MUL R0.xyz, c[A0.x + 18], vertex.normal.y;
MAD R1.xyz, c[A0.x + 17], vertex.normal.x, R0;
ARL A0.x, R3.x;
MUL R0.xyz, c[A0.x + 18], vertex.normal.y;
ARL A0.x, R3.y;
MAD R1.xyz, c[A0.x + 19], vertex.normal.z, R1;
ADD R2.w, -vertex.weight.x, c[0].y;
ARL A0.x, R3.x;
MAD R0.xyz, c[A0.x + 17], vertex.normal.x, R0;
MAD R0.xyz, c[A0.x + 19], vertex.normal.z, R0;
MUL R1.w, R0, c[0].x;
MUL R1.xyz, R2.w, R1;
MAD R1.xyz, vertex.weight.x, R0, R1;
ARL A0.x, R1.w;
DP3 R0.z, c[A0.x + 3], R1;
DP3 R0.x, c[A0.x + 1], R1;
DP3 R0.y, c[A0.x + 2], R1;
ARL A0.x, R3.y;
MUL R1.xyz, vertex.position.y, c[A0.x + 18];
MAD R2.xyz, vertex.position.x, c[A0.x + 17], R1;
DP3 R0.w, R0, R0;
ARL A0.x, R3.x;
MUL R1.xyz, vertex.position.y, c[A0.x + 18];
ARL A0.x, R3.y;
MAD R2.xyz, vertex.position.z, c[A0.x + 19], R2;
ARL A0.x, R3.x;
MAD R1.xyz, vertex.position.x, c[A0.x + 17], R1;
ARL A0.x, R3.y;
MAD R2.xyz, vertex.position.w, c[A0.x + 20], R2;
ARL A0.x, R3.x;
MAD R1.xyz, vertex.position.z, c[A0.x + 19], R1;
MAD R1.xyz, vertex.position.w, c[A0.x + 20], R1;
MUL R2.xyz, R2.w, R2;
RSQ R0.w, R0.w;
MUL R0.xyz, R0.w, R0;
DP3 R0.x, R0, -c[57];
MIN R0.x, R0, c[0].y;
MAD R2.xyz, vertex.weight.x, R1, R2;
ARL A0.x, R1.w;
MOV R2.w, c[0].y;
DP4 R1.w, c[A0.x + 4], R2;
DP4 R1.z, R2, c[A0.x + 3];
DP4 R1.x, R2, c[A0.x + 1];
DP4 R1.y, R2, c[A0.x + 2];
MAX R0.x, R0, c[0].z;
ARL A0.x, vertex.texcoord[1].x;
DP4 result.position.w, R1, c[52];
DP4 result.position.z, R1, c[51];
DP4 result.position.y, R1, c[50];
DP4 result.position.x, R1, c[49];
MUL result.color, c[A0.x + 53], R0.x;
MOV result.texcoord[0].xy, vertex.texcoord[0];
END
# 58 instructions, 4 R-regs
