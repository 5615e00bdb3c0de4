!!ARBvp1.0
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -profile arbvp1
# source file: tests/shaders/vertex/skinned_tangent_frame_vp20.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile arbvp1
#program main
#semantic Bones : C42
#semantic LightPosition : C16
#semantic ModelViewProj : C1
#var float4 IN.position : $vin.POSITION : POSITION : 0 : 1
#var float3 IN.tangent : $vin.TANGENT : ATTR14 : 0 : 1
#var float3 IN.binormal : $vin.BINORMAL : ATTR15 : 0 : 1
#var float3 IN.normal : $vin.NORMAL : NORMAL : 0 : 1
#var float3 IN.weights : $vin.BLENDWEIGHT : WEIGHT : 0 : 1
#var float4 IN.indices : $vin.BLENDINDICES : ATTR7 : 0 : 1
#var float2 uv : $vin.TEXCOORD0 : TEXCOORD0 : 1 : 1
#var float4 Bones[0] :  : c[42] : -1 : 1
#var float4 Bones[1] :  : c[43] : -1 : 1
#var float4 Bones[2] :  : c[44] : -1 : 1
#var float4 Bones[3] :  : c[45] : -1 : 1
#var float4 Bones[4] :  : c[46] : -1 : 1
#var float4 Bones[5] :  : c[47] : -1 : 1
#var float4 Bones[6] :  : c[48] : -1 : 1
#var float4 Bones[7] :  : c[49] : -1 : 1
#var float4 Bones[8] :  : c[50] : -1 : 1
#var float4 Bones[9] :  : c[51] : -1 : 1
#var float4 Bones[10] :  : c[52] : -1 : 1
#var float4 Bones[11] :  : c[53] : -1 : 1
#var float4 Bones[12] :  : c[54] : -1 : 1
#var float4 Bones[13] :  : c[55] : -1 : 1
#var float4 Bones[14] :  : c[56] : -1 : 1
#var float4 Bones[15] :  : c[57] : -1 : 1
#var float4 Bones[16] :  : c[58] : -1 : 1
#var float4 Bones[17] :  : c[59] : -1 : 1
#var float4 Bones[18] :  : c[60] : -1 : 1
#var float4 Bones[19] :  : c[61] : -1 : 1
#var float4 Bones[20] :  : c[62] : -1 : 1
#var float4 Bones[21] :  : c[63] : -1 : 1
#var float4 Bones[22] :  : c[64] : -1 : 1
#var float4 Bones[23] :  : c[65] : -1 : 1
#var float4 Bones[24] :  : c[66] : -1 : 1
#var float4 Bones[25] :  : c[67] : -1 : 1
#var float4 Bones[26] :  : c[68] : -1 : 1
#var float4 Bones[27] :  : c[69] : -1 : 1
#var float4 Bones[28] :  : c[70] : -1 : 1
#var float4 Bones[29] :  : c[71] : -1 : 1
#var float4 Bones[30] :  : c[72] : -1 : 1
#var float4 Bones[31] :  : c[73] : -1 : 1
#var float4 Bones[32] :  : c[74] : -1 : 1
#var float4 Bones[33] :  : c[75] : -1 : 1
#var float4 Bones[34] :  : c[76] : -1 : 1
#var float4 Bones[35] :  : c[77] : -1 : 1
#var float4 Bones[36] :  : c[78] : -1 : 1
#var float4 Bones[37] :  : c[79] : -1 : 1
#var float4 Bones[38] :  : c[80] : -1 : 1
#var float4 Bones[39] :  : c[81] : -1 : 1
#var float4 Bones[40] :  : c[82] : -1 : 1
#var float4 Bones[41] :  : c[83] : -1 : 1
#var float4 Bones[42] :  : c[84] : -1 : 1
#var float4 Bones[43] :  : c[85] : -1 : 1
#var float4 Bones[44] :  : c[86] : -1 : 1
#var float4 Bones[45] :  : c[87] : -1 : 1
#var float4 Bones[46] :  : c[88] : -1 : 1
#var float4 Bones[47] :  : c[89] : -1 : 1
#var float4 Bones[48] :  : c[90] : -1 : 1
#var float4 Bones[49] :  : c[91] : -1 : 1
#var float4 Bones[50] :  : c[92] : -1 : 1
#var float4 Bones[51] :  : c[93] : -1 : 1
#var float4 Bones[52] :  : c[94] : -1 : 1
#var float4 Bones[53] :  : c[95] : -1 : 1
#var float4 LightPosition : C16 : c[16] : -1 : 1
#var float4x4 ModelViewProj : C1 : c[1], 4 : -1 : 1
#var float4 main.position : $vout.POSITION : HPOS : -1 : 1
#var float2 main.uv : $vout.TEXCOORD0 : TEX0 : -1 : 1
#var float3 main.lightTS : $vout.TEXCOORD1 : TEX1 : -1 : 1
#const c[0] = 1 0 3
PARAM c[96] = { { 1, 0, 3 },
		program.local[1..95] };
TEMP R0;
TEMP R1;
TEMP R2;
TEMP R3;
TEMP R4;
TEMP R5;
ADDRESS A0;
ABS R0, vertex.attrib[7];
FLR R1, R0;
SLT R2, vertex.attrib[7], c[0].y;
ADD R0, -R1, -R1;
MAD R0, R0, R2, R1;
MUL R1, R0, c[0].z;
ARL A0.x, R1.y;
DP3 R0.w, vertex.weight, c[0].x;
ADD R0.w, -R0, c[0].x;
DP4 R0.z, vertex.position, c[A0.x + 44];
DP4 R0.x, vertex.position, c[A0.x + 42];
DP4 R0.y, vertex.position, c[A0.x + 43];
ARL A0.x, R1.x;
MUL R2.xyz, vertex.weight.y, R0;
DP4 R0.z, vertex.position, c[A0.x + 44];
DP4 R0.y, vertex.position, c[A0.x + 43];
DP4 R0.x, vertex.position, c[A0.x + 42];
ARL A0.x, R1.z;
MAD R2.xyz, vertex.weight.x, R0, R2;
DP4 R0.z, vertex.position, c[A0.x + 44];
DP4 R0.y, vertex.position, c[A0.x + 43];
DP4 R0.x, vertex.position, c[A0.x + 42];
MAD R2.xyz, vertex.weight.z, R0, R2;
ARL A0.x, R1.w;
DP4 R0.z, c[A0.x + 44], vertex.position;
DP4 R0.y, vertex.position, c[A0.x + 43];
DP4 R0.x, vertex.position, c[A0.x + 42];
MAD R0.xyz, R0.w, R0, R2;
ARL A0.x, R1.y;
DP3 R2.z, c[A0.x + 44], vertex.normal;
DP3 R2.x, c[A0.x + 42], vertex.normal;
DP3 R2.y, c[A0.x + 43], vertex.normal;
ARL A0.x, R1.x;
MUL R3.xyz, vertex.weight.y, R2;
DP3 R2.z, c[A0.x + 44], vertex.normal;
DP3 R2.y, c[A0.x + 43], vertex.normal;
DP3 R2.x, c[A0.x + 42], vertex.normal;
ARL A0.x, R1.z;
MAD R3.xyz, vertex.weight.x, R2, R3;
DP3 R2.z, c[A0.x + 44], vertex.normal;
DP3 R2.y, c[A0.x + 43], vertex.normal;
DP3 R2.x, c[A0.x + 42], vertex.normal;
ARL A0.x, R1.w;
MAD R3.xyz, vertex.weight.z, R2, R3;
DP3 R2.z, c[A0.x + 44], vertex.normal;
DP3 R2.y, c[A0.x + 43], vertex.normal;
DP3 R2.x, c[A0.x + 42], vertex.normal;
MAD R3.xyz, R0.w, R2, R3;
DP3 R2.w, R3, R3;
ADD R2.xyz, -R0, c[16];
DP3 R3.w, R2, R2;
RSQ R2.w, R2.w;
RSQ R3.w, R3.w;
MUL R4.xyz, R2.w, R3;
ARL A0.x, R1.y;
MUL R2.xyz, R3.w, R2;
DP3 R3.z, c[A0.x + 44], vertex.attrib[15];
DP3 R3.x, c[A0.x + 42], vertex.attrib[15];
DP3 R3.y, c[A0.x + 43], vertex.attrib[15];
ARL A0.x, R1.x;
MUL R5.xyz, vertex.weight.y, R3;
DP3 R3.z, c[A0.x + 44], vertex.attrib[15];
DP3 R3.y, c[A0.x + 43], vertex.attrib[15];
DP3 R3.x, c[A0.x + 42], vertex.attrib[15];
ARL A0.x, R1.z;
MAD R5.xyz, vertex.weight.x, R3, R5;
DP3 R3.z, c[A0.x + 44], vertex.attrib[15];
DP3 R3.y, c[A0.x + 43], vertex.attrib[15];
DP3 R3.x, c[A0.x + 42], vertex.attrib[15];
MAD R5.xyz, vertex.weight.z, R3, R5;
ARL A0.x, R1.w;
DP3 result.texcoord[1].z, R4, R2;
DP3 R3.z, c[A0.x + 44], vertex.attrib[15];
DP3 R3.y, c[A0.x + 43], vertex.attrib[15];
DP3 R3.x, c[A0.x + 42], vertex.attrib[15];
ARL A0.x, R1.y;
MAD R3.xyz, R0.w, R3, R5;
DP3 R2.w, R3, R3;
DP3 R4.z, c[A0.x + 44], vertex.attrib[14];
DP3 R4.x, c[A0.x + 42], vertex.attrib[14];
DP3 R4.y, c[A0.x + 43], vertex.attrib[14];
ARL A0.x, R1.x;
DP3 R5.z, c[A0.x + 44], vertex.attrib[14];
DP3 R5.y, c[A0.x + 43], vertex.attrib[14];
DP3 R5.x, c[A0.x + 42], vertex.attrib[14];
ARL A0.x, R1.z;
MUL R4.xyz, vertex.weight.y, R4;
MAD R4.xyz, vertex.weight.x, R5, R4;
DP3 R1.z, c[A0.x + 44], vertex.attrib[14];
DP3 R1.y, c[A0.x + 43], vertex.attrib[14];
DP3 R1.x, c[A0.x + 42], vertex.attrib[14];
MAD R1.xyz, vertex.weight.z, R1, R4;
ARL A0.x, R1.w;
DP3 R4.z, c[A0.x + 44], vertex.attrib[14];
DP3 R4.y, c[A0.x + 43], vertex.attrib[14];
DP3 R4.x, c[A0.x + 42], vertex.attrib[14];
MAD R1.xyz, R0.w, R4, R1;
RSQ R0.w, R2.w;
MUL R3.xyz, R0.w, R3;
DP3 R1.w, R1, R1;
RSQ R0.w, R1.w;
MUL R1.xyz, R0.w, R1;
MOV R0.w, c[0].x;
DP3 result.texcoord[1].y, R2, R3;
DP3 result.texcoord[1].x, R2, R1;
DP4 result.position.w, R0, c[4];
DP4 result.position.z, R0, c[3];
DP4 result.position.y, R0, c[2];
DP4 result.position.x, R0, c[1];
MOV result.texcoord[0].xy, vertex.texcoord[0];
END
# 110 instructions, 6 R-regs
