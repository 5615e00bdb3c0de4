!!ARBvp1.0
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -profile arbvp1
# source file: tests/shaders/vertex/bone_rows_runtime_index.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile arbvp1
#program main
#semantic main.bones
#semantic main.table
#semantic main.viewProj
#var float4 IN.pos : $vin.POSITION : POSITION : 0 : 1
#var float4 IN.bone : $vin.BLENDINDICES : ATTR7 : 0 : 1
#var float4 IN.row : $vin.TEXCOORD1 : TEXCOORD1 : 0 : 1
#var float4 IN.entry : $vin.TEXCOORD2 : TEXCOORD2 : 0 : 1
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
#var float4 table[0][0] :  : c[41] : 2 : 1
#var float4 table[0][1] :  : c[42] : 2 : 1
#var float4 table[0][2] :  : c[43] : 2 : 1
#var float4 table[1][0] :  : c[44] : 2 : 1
#var float4 table[1][1] :  : c[45] : 2 : 1
#var float4 table[1][2] :  : c[46] : 2 : 1
#var float4 table[2][0] :  : c[47] : 2 : 1
#var float4 table[2][1] :  : c[48] : 2 : 1
#var float4 table[2][2] :  : c[49] : 2 : 1
#var float4 table[3][0] :  : c[50] : 2 : 1
#var float4 table[3][1] :  : c[51] : 2 : 1
#var float4 table[3][2] :  : c[52] : 2 : 1
#var float4x4 viewProj :  : c[37], 4 : 3 : 1
#var float4 main.hpos : $vout.POSITION : HPOS : -1 : 1
#var float4 main.color : $vout.COLOR0 : COL0 : -1 : 1
#var float4 main.tint : $vout.TEXCOORD0 : TEX0 : -1 : 1
#const c[0] = 3 1
PARAM c[53] = { { 3, 1 },
		program.local[1..52] };
TEMP R0;
TEMP R1;
ADDRESS A0;
FLR R1.y, vertex.attrib[7].x;
MUL R1.x, R1.y, c[0];
ARL A0.x, R1.x;
FLR R1.z, vertex.texcoord[2].x;
DP4 R0.x, c[A0.x + 1], vertex.position;
DP4 R0.y, vertex.position, c[A0.x + 2];
DP4 R0.z, vertex.position, c[A0.x + 3];
MOV R0.w, c[0].y;
MAD R1.z, R1, c[0].x, vertex.texcoord[1].y;
ARL A0.x, R1.z;
MAD R1.y, R1, c[0].x, vertex.texcoord[1].x;
FLR R1.z, vertex.texcoord[2].y;
DP4 result.position.w, R0, c[40];
DP4 result.position.z, R0, c[39];
DP4 result.position.y, R0, c[38];
DP4 result.position.x, R0, c[37];
MOV R0, c[A0.x + 41];
ARL A0.x, R1.y;
MUL result.color, c[A0.x + 1], R0;
ARL A0.x, R1.x;
MUL R0.x, R1.z, c[0];
MOV R1, c[A0.x + 3];
ARL A0.x, R0.x;
ADD result.texcoord[0], c[A0.x + 42], R1;
END
# 24 instructions, 2 R-regs
