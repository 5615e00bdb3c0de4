!!ARBvp1.0
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -profile arbvp1
# source file: tests/shaders/vertex/skinned_cascades_far_palette.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile arbvp1
#program main
#semantic main.viewProj
#semantic main.cascades
#semantic main.palette
#semantic main.instanceTint
#semantic main.instanceOffset
#semantic main.lightDir
#var float4 IN.pos : $vin.POSITION : POSITION : 0 : 1
#var float3 IN.normal : $vin.NORMAL : NORMAL : 0 : 1
#var float IN.weight : $vin.TEXCOORD2 : TEXCOORD2 : 0 : 1
#var float4 IN.bones : $vin.BLENDINDICES : ATTR7 : 0 : 1
#var float4 IN.instance : $vin.TEXCOORD1 : TEXCOORD1 : 0 : 1
#var float2 IN.uv : $vin.TEXCOORD0 : TEXCOORD0 : 0 : 1
#var float4x4 viewProj :  : c[1], 4 : 1 : 1
#var float4x4 cascades[0] :  : c[5], 4 : 2 : 1
#var float4x4 cascades[1] :  : c[9], 4 : 2 : 1
#var float4x3 palette[0] :  : c[13], 4 : 3 : 1
#var float4x3 palette[1] :  : c[17], 4 : 3 : 1
#var float4x3 palette[2] :  : c[21], 4 : 3 : 1
#var float4x3 palette[3] :  : c[25], 4 : 3 : 1
#var float4x3 palette[4] :  : c[29], 4 : 3 : 1
#var float4x3 palette[5] :  : c[33], 4 : 3 : 1
#var float4 instanceTint[0] :  : c[37] : 4 : 1
#var float4 instanceTint[1] :  : c[38] : 4 : 1
#var float4 instanceTint[2] :  : c[39] : 4 : 1
#var float4 instanceTint[3] :  : c[40] : 4 : 1
#var float4 instanceTint[4] :  : c[41] : 4 : 1
#var float4 instanceTint[5] :  : c[42] : 4 : 1
#var float4 instanceTint[6] :  : c[43] : 4 : 1
#var float4 instanceTint[7] :  : c[44] : 4 : 1
#var float4 instanceTint[8] :  : c[45] : 4 : 1
#var float4 instanceTint[9] :  : c[46] : 4 : 1
#var float4 instanceTint[10] :  : c[47] : 4 : 1
#var float4 instanceTint[11] :  : c[48] : 4 : 1
#var float4 instanceTint[12] :  : c[49] : 4 : 1
#var float4 instanceTint[13] :  : c[50] : 4 : 1
#var float4 instanceTint[14] :  : c[51] : 4 : 1
#var float4 instanceTint[15] :  : c[52] : 4 : 1
#var float4 instanceTint[16] :  : c[53] : 4 : 1
#var float4 instanceTint[17] :  : c[54] : 4 : 1
#var float4 instanceTint[18] :  : c[55] : 4 : 1
#var float4 instanceTint[19] :  : c[56] : 4 : 1
#var float4 instanceTint[20] :  : c[57] : 4 : 1
#var float4 instanceTint[21] :  : c[58] : 4 : 1
#var float4 instanceTint[22] :  : c[59] : 4 : 1
#var float4 instanceTint[23] :  : c[60] : 4 : 1
#var float4 instanceTint[24] :  : c[61] : 4 : 1
#var float4 instanceTint[25] :  : c[62] : 4 : 1
#var float4 instanceTint[26] :  : c[63] : 4 : 1
#var float4 instanceTint[27] :  : c[64] : 4 : 1
#var float4 instanceTint[28] :  : c[65] : 4 : 1
#var float4 instanceTint[29] :  : c[66] : 4 : 1
#var float4 instanceOffset[0] :  : c[67] : 5 : 1
#var float4 instanceOffset[1] :  : c[68] : 5 : 1
#var float4 instanceOffset[2] :  : c[69] : 5 : 1
#var float4 instanceOffset[3] :  : c[70] : 5 : 1
#var float4 instanceOffset[4] :  : c[71] : 5 : 1
#var float4 instanceOffset[5] :  : c[72] : 5 : 1
#var float4 instanceOffset[6] :  : c[73] : 5 : 1
#var float4 instanceOffset[7] :  : c[74] : 5 : 1
#var float4 instanceOffset[8] :  : c[75] : 5 : 1
#var float4 instanceOffset[9] :  : c[76] : 5 : 1
#var float4 instanceOffset[10] :  : c[77] : 5 : 1
#var float4 instanceOffset[11] :  : c[78] : 5 : 1
#var float4 instanceOffset[12] :  : c[79] : 5 : 1
#var float4 instanceOffset[13] :  : c[80] : 5 : 1
#var float4 instanceOffset[14] :  : c[81] : 5 : 1
#var float4 instanceOffset[15] :  : c[82] : 5 : 1
#var float4 instanceOffset[16] :  : c[83] : 5 : 1
#var float4 instanceOffset[17] :  : c[84] : 5 : 1
#var float4 instanceOffset[18] :  : c[85] : 5 : 1
#var float4 instanceOffset[19] :  : c[86] : 5 : 1
#var float3 lightDir :  : c[87] : 6 : 1
#var float4 main.hpos : $vout.POSITION : HPOS : -1 : 1
#var float4 main.color : $vout.COLOR0 : COL0 : -1 : 1
#var float2 main.uv : $vout.TEXCOORD0 : TEX0 : -1 : 1
#var float4 main.shadow : $vout.TEXCOORD1 : TEX1 : -1 : 1
#const c[0] = 4 1 0 0.5
#const c[88] = 67
PARAM c[89] = { { 4, 1, 0, 0.5 },
		program.local[1..87],
		{ 67 } };
TEMP R0;
TEMP R1;
TEMP R2;
TEMP R3;
TEMP R4;
ADDRESS A0;
FLR R0.y, vertex.attrib[7];
FLR R0.x, vertex.attrib[7];
MUL R4.z, R0.y, c[0].x;
ARL A0.x, R4.z;
MOV R2, c[7];
MUL R3.w, R0.x, c[0].x;
MUL R1.xyz, vertex.position.y, c[A0.x + 14];
ARL A0.x, R3.w;
MUL R0.xyz, vertex.position.y, c[A0.x + 14];
ARL A0.x, R4.z;
MAD R1.xyz, vertex.position.x, c[A0.x + 13], R1;
ARL A0.x, R3.w;
MAD R0.xyz, vertex.position.x, c[A0.x + 13], R0;
ARL A0.x, R4.z;
MAD R1.xyz, vertex.position.z, c[A0.x + 15], R1;
ARL A0.x, R3.w;
MAD R0.xyz, vertex.position.z, c[A0.x + 15], R0;
ARL A0.x, R4.z;
MAD R1.xyz, vertex.position.w, c[A0.x + 16], R1;
ADD R4.x, -vertex.texcoord[2], c[0].y;
ARL A0.x, R3.w;
MUL R1.xyz, R4.x, R1;
MAD R0.xyz, vertex.position.w, c[A0.x + 16], R0;
MAD R0.xyz, vertex.texcoord[2].x, R0, R1;
ADD R0.w, vertex.texcoord[1].x, c[88].x;
ARL A0.x, R0.w;
MOV R0.w, c[A0.x];
ADD R0.xyz, R0, c[A0.x];
SLT R4.y, c[0].w, R0.w;
MOV R0.w, c[0].y;
MOV R1, c[8];
ADD R1, -R1, c[12];
MAD R1, R1, R4.y, c[8];
ADD R2, -R2, c[11];
MAD R2, R4.y, R2, c[7];
DP4 result.texcoord[1].w, R0, R1;
MOV R1, c[6];
ADD R1, -R1, c[10];
MAD R1, R4.y, R1, c[6];
DP4 result.texcoord[1].y, R0, R1;
MOV R1, c[5];
ADD R1, -R1, c[9];
MAD R1, R4.y, R1, c[5];
ARL A0.x, R4.z;
DP4 result.texcoord[1].z, R0, R2;
MUL R2.xyz, c[A0.x + 14], vertex.normal.y;
MAD R3.xyz, c[A0.x + 13], vertex.normal.x, R2;
ARL A0.x, R3.w;
MUL R2.xyz, c[A0.x + 14], vertex.normal.y;
ARL A0.x, R4.z;
MAD R3.xyz, c[A0.x + 15], vertex.normal.z, R3;
ARL A0.x, R3.w;
MAD R2.xyz, c[A0.x + 13], vertex.normal.x, R2;
MAD R2.xyz, c[A0.x + 15], vertex.normal.z, R2;
MUL R3.xyz, R4.x, R3;
MAD R2.xyz, vertex.texcoord[2].x, R2, R3;
DP3 R2.w, R2, R2;
RSQ R2.w, R2.w;
MUL R2.xyz, R2.w, R2;
DP3 R2.x, R2, -c[87];
MIN R2.x, R2, c[0].y;
DP4 result.texcoord[1].x, R0, R1;
MAX R1.x, R2, c[0].z;
ARL A0.x, vertex.texcoord[1].x;
MUL result.color, c[A0.x + 37], R1.x;
DP4 result.position.w, R0, c[4];
DP4 result.position.z, R0, c[3];
DP4 result.position.y, R0, c[2];
DP4 result.position.x, R0, c[1];
MOV result.texcoord[0].xy, vertex.texcoord[0];
END
# 70 instructions, 5 R-regs
