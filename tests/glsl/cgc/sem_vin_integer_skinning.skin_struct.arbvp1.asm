!!ARBvp1.0
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -profile arbvp1
# source file: tests/glsl/cases/sem_vin_integer_skinning.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile arbvp1
#program skin_struct
#semantic skin_struct.viewProj
#semantic skin_struct.palette
#semantic skin_struct.lightDir
#semantic skin_struct.diffuse
#var float4 IN.position : $vin.POSITION : POSITION : 0 : 1
#var float3 IN.normal : $vin.NORMAL : NORMAL : 0 : 1
#var float4 IN.weights : $vin.TEXCOORD1 : TEXCOORD1 : 0 : 1
#var float4 IN.bones : $vin.BLENDINDICES : ATTR7 : 0 : 1
#var float2 IN.uv : $vin.TEXCOORD0 : TEXCOORD0 : 0 : 1
#var float4x4 viewProj :  : c[1], 4 : 1 : 1
#var float3x4 palette[0] :  : c[5], 3 : 2 : 1
#var float3x4 palette[1] :  : c[8], 3 : 2 : 1
#var float3x4 palette[2] :  : c[11], 3 : 2 : 1
#var float3x4 palette[3] :  : c[14], 3 : 2 : 1
#var float3x4 palette[4] :  : c[17], 3 : 2 : 1
#var float3x4 palette[5] :  : c[20], 3 : 2 : 1
#var float3x4 palette[6] :  : c[23], 3 : 2 : 1
#var float3x4 palette[7] :  : c[26], 3 : 2 : 1
#var float3x4 palette[8] :  : c[29], 3 : 2 : 1
#var float3x4 palette[9] :  : c[32], 3 : 2 : 1
#var float3x4 palette[10] :  : c[35], 3 : 2 : 1
#var float3x4 palette[11] :  : c[38], 3 : 2 : 1
#var float3x4 palette[12] :  : c[41], 3 : 2 : 1
#var float3x4 palette[13] :  : c[44], 3 : 2 : 1
#var float3x4 palette[14] :  : c[47], 3 : 2 : 1
#var float3x4 palette[15] :  : c[50], 3 : 2 : 1
#var float3x4 palette[16] :  : c[53], 3 : 2 : 1
#var float3x4 palette[17] :  : c[56], 3 : 2 : 1
#var float3x4 palette[18] :  : c[59], 3 : 2 : 1
#var float3x4 palette[19] :  : c[62], 3 : 2 : 1
#var float3x4 palette[20] :  : c[65], 3 : 2 : 1
#var float3x4 palette[21] :  : c[68], 3 : 2 : 1
#var float3x4 palette[22] :  : c[71], 3 : 2 : 1
#var float3x4 palette[23] :  : c[74], 3 : 2 : 1
#var float3 lightDir :  : c[77] : 3 : 1
#var float4 diffuse :  : c[78] : 4 : 1
#var float4 skin_struct.position : $vout.POSITION : HPOS : -1 : 1
#var float2 skin_struct.uv : $vout.TEXCOORD0 : TEX0 : -1 : 1
#var float4 skin_struct.color : $vout.COLOR0 : COL0 : -1 : 1
#const c[0] = 3 1 0
PARAM c[79] = { { 3, 1, 0 },
		program.local[1..78] };
TEMP R0;
TEMP R1;
TEMP R2;
TEMP R3;
ADDRESS A0;
FLR R0.x, vertex.attrib[7].y;
MUL R1.x, R0, c[0];
FLR R0.x, vertex.attrib[7];
FLR R1.z, vertex.attrib[7];
FLR R1.y, vertex.attrib[7].w;
MUL R3.w, R0.x, c[0].x;
ARL A0.x, R1.x;
MUL R0, vertex.texcoord[1].y, c[A0.x + 7];
ARL A0.x, R3.w;
MUL R3.y, R1.z, c[0].x;
MAD R0, vertex.texcoord[1].x, c[A0.x + 7], R0;
ARL A0.x, R3.y;
MUL R3.x, R1.y, c[0];
MAD R0, vertex.texcoord[1].z, c[A0.x + 7], R0;
ARL A0.x, R3.x;
MAD R2, vertex.texcoord[1].w, c[A0.x + 7], R0;
ARL A0.x, R1.x;
DP3 R3.z, R2, vertex.normal;
MUL R0, vertex.texcoord[1].y, c[A0.x + 5];
MUL R1, vertex.texcoord[1].y, c[A0.x + 6];
ARL A0.x, R3.w;
MAD R0, vertex.texcoord[1].x, c[A0.x + 5], R0;
MAD R1, vertex.texcoord[1].x, c[A0.x + 6], R1;
ARL A0.x, R3.y;
MAD R0, vertex.texcoord[1].z, c[A0.x + 5], R0;
MAD R1, vertex.texcoord[1].z, c[A0.x + 6], R1;
ARL A0.x, R3.x;
MAD R0, c[A0.x + 5], vertex.texcoord[1].w, R0;
DP3 R3.x, R0, vertex.normal;
DP4 R0.x, R0, vertex.position;
MAD R1, vertex.texcoord[1].w, c[A0.x + 6], R1;
DP3 R3.y, R1, vertex.normal;
DP3 R3.w, R3, R3;
RSQ R3.w, R3.w;
MUL R3.xyz, R3.w, R3;
DP3 R3.x, R3, -c[77];
MAX R3.x, R3, c[0].z;
DP4 R0.y, vertex.position, R1;
MOV R0.w, c[0].y;
DP4 R0.z, vertex.position, R2;
MUL result.color, R3.x, c[78];
DP4 result.position.w, R0, c[4];
DP4 result.position.z, R0, c[3];
DP4 result.position.y, R0, c[2];
DP4 result.position.x, R0, c[1];
MOV result.texcoord[0].xy, vertex.texcoord[0];
END
# 46 instructions, 4 R-regs
