!!ARBvp1.0
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -profile arbvp1
# source file: tests/header/311_runtime_row_of_element.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile arbvp1
#program main
#semantic m
#semantic bones
#var float4 p : $vin.POSITION : POSITION : 0 : 1
#var float4 i : $vin.BLENDINDICES : ATTR7 : 1 : 1
#var float4 m[0][0] :  : c[19] : -1 : 1
#var float4 m[0][1] :  : c[20] : -1 : 1
#var float4 m[0][2] :  : c[21] : -1 : 1
#var float4 m[1][0] :  : c[22] : -1 : 1
#var float4 m[1][1] :  : c[23] : -1 : 1
#var float4 m[1][2] :  : c[24] : -1 : 1
#var float4 m[2][0] :  : c[25] : -1 : 1
#var float4 m[2][1] :  : c[26] : -1 : 1
#var float4 m[2][2] :  : c[27] : -1 : 1
#var float4 m[3][0] :  : c[28] : -1 : 1
#var float4 m[3][1] :  : c[29] : -1 : 1
#var float4 m[3][2] :  : c[30] : -1 : 1
#var float3x4 bones[0] :  : c[1], 3 : -1 : 1
#var float3x4 bones[1] :  : c[4], 3 : -1 : 1
#var float3x4 bones[2] :  : c[7], 3 : -1 : 1
#var float3x4 bones[3] :  : c[10], 3 : -1 : 1
#var float3x4 bones[4] :  : c[13], 3 : -1 : 1
#var float3x4 bones[5] :  : c[16], 3 : -1 : 1
#var float4 main.p : $vout.POSITION : HPOS : -1 : 1
#var float4 main.c : $vout.COLOR0 : COL0 : -1 : 1
#const c[0] = 3
PARAM c[31] = { { 3 },
		program.local[1..30] };
TEMP R0;
TEMP R1;
ADDRESS A0;
FLR R0.x, vertex.attrib[7].z;
MAD R0.y, R0.x, c[0].x, vertex.attrib[7].w;
ARL A0.x, R0.y;
FLR R0.x, vertex.attrib[7];
MOV R1, c[A0.x + 1];
MAD R0.x, R0, c[0], vertex.attrib[7].y;
ARL A0.x, R0.x;
MOV result.position, vertex.position;
MUL result.color, c[A0.x + 19], R1;
END
# 9 instructions, 2 R-regs
