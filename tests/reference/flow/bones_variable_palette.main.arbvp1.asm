!!ARBvp1.0
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -profile arbvp1
# source file: tests/shaders/flow/bones_variable_palette.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile arbvp1
#program main
#semantic main.palette
#semantic main.viewProj
#semantic main.boneOffset
#semantic main.skinned
#var float4 pos : $vin.POSITION : POSITION : 0 : 1
#var float3 N : $vin.NORMAL : NORMAL : 1 : 1
#var float4 w : $vin.BLENDWEIGHT : WEIGHT : 2 : 1
#var float4 bi : $vin.BLENDINDICES : ATTR7 : 3 : 1
#var float4 hpos : $vout.POSITION : HPOS : 4 : 1
#var float4 col : $vout.COLOR0 : COL0 : 5 : 1
#var float4x3 palette[0] :  : c[1], 4 : 6 : 1
#var float4x3 palette[1] :  : c[5], 4 : 6 : 1
#var float4x3 palette[2] :  : c[9], 4 : 6 : 1
#var float4x3 palette[3] :  : c[13], 4 : 6 : 1
#var float4x3 palette[4] :  : c[17], 4 : 6 : 1
#var float4x3 palette[5] :  : c[21], 4 : 6 : 1
#var float4x3 palette[6] :  : c[25], 4 : 6 : 1
#var float4x3 palette[7] :  : c[29], 4 : 6 : 1
#var float4x3 palette[8] :  : c[33], 4 : 6 : 1
#var float4x3 palette[9] :  : c[37], 4 : 6 : 1
#var float4x3 palette[10] :  : c[41], 4 : 6 : 1
#var float4x3 palette[11] :  : c[45], 4 : 6 : 1
#var float4x3 palette[12] :  : c[49], 4 : 6 : 1
#var float4x3 palette[13] :  : c[53], 4 : 6 : 1
#var float4x3 palette[14] :  : c[57], 4 : 6 : 1
#var float4x3 palette[15] :  : c[61], 4 : 6 : 1
#var float4x3 palette[16] :  : c[65], 4 : 6 : 1
#var float4x3 palette[17] :  : c[69], 4 : 6 : 1
#var float4x3 palette[18] :  : c[73], 4 : 6 : 1
#var float4x3 palette[19] :  : c[77], 4 : 6 : 1
#var float4x4 viewProj :  : c[81], 4 : 7 : 1
#var int boneOffset :  : c[85] : 8 : 1
#var bool skinned :  : c[86] : 9 : 1
#const c[0] = 4 1 0.5
PARAM c[87] = { { 4, 1, 0.5 },
		program.local[1..86] };
TEMP R0;
TEMP R1;
TEMP R2;
ADDRESS A0;
ADD R0.y, vertex.attrib[7], c[85].x;
FLR R0.y, R0;
MUL R2.w, R0.y, c[0].x;
ADD R0.x, vertex.attrib[7], c[85];
FLR R0.x, R0;
ADD R0.w, -vertex.weight.x, c[0].y;
MUL R1.w, R0.x, c[0].x;
ARL A0.x, R2.w;
MUL R0.xyz, c[A0.x + 2], vertex.normal.y;
ARL A0.x, R1.w;
MUL R1.xyz, c[A0.x + 2], vertex.normal.y;
ARL A0.x, R2.w;
MAD R0.xyz, c[A0.x + 1], vertex.normal.x, R0;
ARL A0.x, R1.w;
MAD R1.xyz, c[A0.x + 1], vertex.normal.x, R1;
ARL A0.x, R2.w;
MAD R0.xyz, c[A0.x + 3], vertex.normal.z, R0;
ARL A0.x, R1.w;
MAD R1.xyz, c[A0.x + 3], vertex.normal.z, R1;
MUL R0.xyz, R0.w, R0;
MAD R0.xyz, vertex.weight.x, R1, R0;
ADD R0.xyz, R0, -vertex.normal;
MAD R1.xyz, R0, c[86].x, vertex.normal;
DP3 R0.x, R1, R1;
RSQ R2.x, R0.x;
ARL A0.x, R2.w;
MUL R2.xyz, R2.x, R1;
MUL R0.xyz, vertex.position.y, c[A0.x + 2];
MAD R1.xyz, vertex.position.x, c[A0.x + 1], R0;
ARL A0.x, R1.w;
MUL R0.xyz, vertex.position.y, c[A0.x + 2];
ARL A0.x, R2.w;
MAD R1.xyz, vertex.position.z, c[A0.x + 3], R1;
ARL A0.x, R1.w;
MAD R0.xyz, vertex.position.x, c[A0.x + 1], R0;
ARL A0.x, R2.w;
MAD R1.xyz, vertex.position.w, c[A0.x + 4], R1;
ARL A0.x, R1.w;
MUL R1.xyz, R1, R0.w;
MAD R0.xyz, vertex.position.z, c[A0.x + 3], R0;
MAD R0.xyz, vertex.position.w, c[A0.x + 4], R0;
MAD R0.xyz, R0, vertex.weight.x, R1;
ADD R0.xyz, R0, -vertex.position;
MOV R0.w, c[0].y;
MAD R0.xyz, R0, c[86].x, vertex.position;
MAD result.color.xyz, R2, c[0].z, c[0].z;
DP4 result.position.w, R0, c[84];
DP4 result.position.z, R0, c[83];
DP4 result.position.y, R0, c[82];
DP4 result.position.x, R0, c[81];
MOV result.color.w, c[0].y;
END
# 51 instructions, 3 R-regs
