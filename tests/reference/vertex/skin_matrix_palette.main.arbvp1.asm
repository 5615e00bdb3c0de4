!!ARBvp1.0
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -profile arbvp1
# source file: tests/shaders/vertex/skin_matrix_palette.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile arbvp1
#program main
#semantic main.bones
#semantic main.viewProj
#semantic main.lightDir
#semantic main.ambient
#var float4 IN.pos : $vin.POSITION : POSITION : 0 : 1
#var float3 IN.normal : $vin.NORMAL : NORMAL : 0 : 1
#var float2 IN.weights : $vin.BLENDWEIGHT : WEIGHT : 0 : 1
#var float2 IN.indices : $vin.BLENDINDICES : ATTR7 : 0 : 1
#var float2 IN.uv : $vin.TEXCOORD0 : TEXCOORD0 : 0 : 1
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
#var float4x4 viewProj :  : c[65], 4 : 2 : 1
#var float3 lightDir :  : c[69] : 3 : 1
#var float4 ambient :  : c[70] : 4 : 1
#var float4 main.hpos : $vout.POSITION : HPOS : -1 : 1
#var float4 main.color : $vout.COLOR0 : COL0 : -1 : 1
#var float2 main.uv : $vout.TEXCOORD0 : TEX0 : -1 : 1
#const c[0] = 4 1 0
PARAM c[71] = { { 4, 1, 0 },
		program.local[1..70] };
TEMP R0;
TEMP R1;
TEMP R2;
ADDRESS A0;
FLR R0.x, vertex.attrib[7].y;
MUL R1.w, R0.x, c[0].x;
ARL A0.x, R1.w;
FLR R0.y, vertex.attrib[7].x;
MUL R2.x, R0.y, c[0];
DP3 R0.z, c[A0.x + 3], vertex.normal;
DP3 R0.x, c[A0.x + 1], vertex.normal;
DP3 R0.y, c[A0.x + 2], vertex.normal;
ARL A0.x, R2.x;
DP3 R1.z, c[A0.x + 3], vertex.normal;
DP3 R1.y, c[A0.x + 2], vertex.normal;
DP3 R1.x, c[A0.x + 1], vertex.normal;
ARL A0.x, R1.w;
MUL R0.xyz, vertex.weight.y, R0;
MAD R0.xyz, vertex.weight.x, R1, R0;
DP3 R0.w, R0, R0;
RSQ R0.w, R0.w;
MUL R0.xyz, R0.w, R0;
DP3 R0.x, R0, -c[69];
MIN R0.x, R0, c[0].y;
MAX R0.x, R0, c[0].z;
DP4 R1.w, vertex.position, c[A0.x + 4];
DP4 R1.z, vertex.position, c[A0.x + 3];
DP4 R1.x, vertex.position, c[A0.x + 1];
DP4 R1.y, vertex.position, c[A0.x + 2];
ARL A0.x, R2.x;
MUL R1, vertex.weight.y, R1;
DP4 R2.w, c[A0.x + 4], vertex.position;
DP4 R2.z, vertex.position, c[A0.x + 3];
DP4 R2.y, vertex.position, c[A0.x + 2];
DP4 R2.x, vertex.position, c[A0.x + 1];
MAD R1, vertex.weight.x, R2, R1;
DP4 result.position.w, R1, c[68];
DP4 result.position.z, R1, c[67];
DP4 result.position.y, R1, c[66];
DP4 result.position.x, R1, c[65];
ADD result.color, R0.x, c[70];
MOV result.texcoord[0].xy, vertex.texcoord[0];
END
# 38 instructions, 3 R-regs
