!!ARBvp1.0
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -profile arbvp1
# source file: tests/shaders/vertex/skin_palette_row_offsets.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile arbvp1
#program main
#semantic main.view_proj
#semantic main.bones
#semantic main.targets
#semantic main.light_dir
#var float4 IN.position : $vin.POSITION : POSITION : 0 : 1
#var float4 IN.weights : $vin.BLENDWEIGHT : WEIGHT : 0 : 1
#var float4 IN.indices : $vin.BLENDINDICES : ATTR7 : 0 : 1
#var float3 IN.normal : $vin.NORMAL : NORMAL : 0 : 1
#var float4x4 view_proj :  : c[1], 4 : 1 : 1
#var float4 bones[0] :  : c[5] : 2 : 1
#var float4 bones[1] :  : c[6] : 2 : 1
#var float4 bones[2] :  : c[7] : 2 : 1
#var float4 bones[3] :  : c[8] : 2 : 1
#var float4 bones[4] :  : c[9] : 2 : 1
#var float4 bones[5] :  : c[10] : 2 : 1
#var float4 bones[6] :  : c[11] : 2 : 1
#var float4 bones[7] :  : c[12] : 2 : 1
#var float4 bones[8] :  : c[13] : 2 : 1
#var float4 bones[9] :  : c[14] : 2 : 1
#var float4 bones[10] :  : c[15] : 2 : 1
#var float4 bones[11] :  : c[16] : 2 : 1
#var float4 bones[12] :  : c[17] : 2 : 1
#var float4 bones[13] :  : c[18] : 2 : 1
#var float4 bones[14] :  : c[19] : 2 : 1
#var float4 bones[15] :  : c[20] : 2 : 1
#var float4 bones[16] :  : c[21] : 2 : 1
#var float4 bones[17] :  : c[22] : 2 : 1
#var float4 bones[18] :  : c[23] : 2 : 1
#var float4 bones[19] :  : c[24] : 2 : 1
#var float4 bones[20] :  : c[25] : 2 : 1
#var float4 bones[21] :  : c[26] : 2 : 1
#var float4 bones[22] :  : c[27] : 2 : 1
#var float4 bones[23] :  : c[28] : 2 : 1
#var float4 bones[24] :  : c[29] : 2 : 1
#var float4 bones[25] :  : c[30] : 2 : 1
#var float4 bones[26] :  : c[31] : 2 : 1
#var float4 bones[27] :  : c[32] : 2 : 1
#var float4 bones[28] :  : c[33] : 2 : 1
#var float4 bones[29] :  : c[34] : 2 : 1
#var float4 bones[30] :  : c[35] : 2 : 1
#var float4 bones[31] :  : c[36] : 2 : 1
#var float4 bones[32] :  : c[37] : 2 : 1
#var float4 bones[33] :  : c[38] : 2 : 1
#var float4 bones[34] :  : c[39] : 2 : 1
#var float4 bones[35] :  : c[40] : 2 : 1
#var float4 bones[36] :  : c[41] : 2 : 1
#var float4 bones[37] :  : c[42] : 2 : 1
#var float4 bones[38] :  : c[43] : 2 : 1
#var float4 bones[39] :  : c[44] : 2 : 1
#var float4 bones[40] :  : c[45] : 2 : 1
#var float4 bones[41] :  : c[46] : 2 : 1
#var float4 bones[42] :  : c[47] : 2 : 1
#var float4 bones[43] :  : c[48] : 2 : 1
#var float4 bones[44] :  : c[49] : 2 : 1
#var float4 bones[45] :  : c[50] : 2 : 1
#var float4 bones[46] :  : c[51] : 2 : 1
#var float4 bones[47] :  : c[52] : 2 : 1
#var float4 targets[0] :  : c[53] : 3 : 1
#var float4 targets[1] :  : c[54] : 3 : 1
#var float4 targets[2] :  : c[55] : 3 : 1
#var float4 targets[3] :  : c[56] : 3 : 1
#var float4 targets[4] :  : c[57] : 3 : 1
#var float4 targets[5] :  : c[58] : 3 : 1
#var float4 targets[6] :  :  : 3 : 0
#var float4 targets[7] :  :  : 3 : 0
#var float4 light_dir :  : c[59] : 4 : 1
#var float4 main.hpos : $vout.POSITION : HPOS : -1 : 1
#var float4 main.color : $vout.COLOR0 : COL0 : -1 : 1
#const c[0] = 3 0 1 0.25
#const c[60] = 1 0.89999998 0.80000001 0.125
PARAM c[61] = { { 3, 0, 1, 0.25 },
		program.local[1..59],
		{ 1, 0.89999998, 0.80000001, 0.125 } };
TEMP R0;
TEMP R1;
TEMP R2;
TEMP R3;
TEMP R4;
ADDRESS A0;
MUL R0, vertex.attrib[7], c[0].x;
ABS R1, R0;
FLR R1, R1;
SLT R3, R0, c[0].y;
ADD R2, -R1, -R1;
MAD R2, R2, R3, R1;
MAD R1, vertex.position.x, c[53], vertex.position;
MAD R1, vertex.position.y, c[54], R1;
MAD R1, vertex.position.z, c[55], R1;
MAD R1, vertex.normal.x, c[56], R1;
MAD R1, vertex.normal.y, c[57], R1;
MAD R1, vertex.normal.z, c[58], R1;
ARL A0.x, R0.y;
DP4 R3.x, R1, c[A0.x + 5];
ARL A0.x, R2.y;
DP4 R3.z, R1, c[A0.x + 7];
DP4 R3.y, R1, c[A0.x + 6];
ARL A0.x, R0.x;
DP4 R4.x, R1, c[A0.x + 5];
ARL A0.x, R2.x;
DP4 R4.y, R1, c[A0.x + 6];
DP4 R4.z, R1, c[A0.x + 7];
ARL A0.x, R0.z;
DP4 R0.x, R1, c[A0.x + 5];
ARL A0.x, R2.z;
MUL R3.xyz, vertex.weight.y, R3;
MAD R3.xyz, vertex.weight.x, R4, R3;
DP4 R0.y, R1, c[A0.x + 6];
DP4 R0.z, R1, c[A0.x + 7];
ARL A0.x, R0.w;
MAD R0.xyz, vertex.weight.z, R0, R3;
DP4 R3.x, c[A0.x + 5], R1;
ARL A0.x, R2.w;
MOV R0.w, c[0].z;
DP4 R3.y, R1, c[A0.x + 6];
DP4 R3.z, R1, c[A0.x + 7];
MAD R0.xyz, vertex.weight.w, R3, R0;
ADD R3.w, R2, -c[0].z;
DP3 R1.x, vertex.normal, c[59];
MIN R1.y, R1.x, c[0].z;
DP4 result.position.w, R0, c[4];
DP4 result.position.z, R0, c[3];
DP4 result.position.y, R0, c[2];
DP4 result.position.x, R0, c[1];
ARL A0.x, R3.w;
MOV R0.x, c[60].w;
MUL R0, c[A0.x + 8], R0.x;
MOV R1.x, c[0].w;
ARL A0.x, R2.y;
MAD R2, c[A0.x + 6], R1.x, R0;
MAX R0.x, R1.y, c[0].y;
MAD result.color, R0.x, c[60].xyzx, R2;
END
# 52 instructions, 5 R-regs
