!!ARBvp1.0
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -profile arbvp1
# source file: tests/shaders/vertex/struct_array_uniform_index.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile arbvp1
#program main
#semantic main.mvp
#semantic mats
#semantic which
#var float4 p : $vin.POSITION : POSITION : 0 : 1
#var float3 n : $vin.NORMAL : NORMAL : 1 : 1
#var float4x4 mvp :  : c[1], 4 : 2 : 1
#var float4 hpos : $vout.POSITION : HPOS : 3 : 1
#var float4 c : $vout.COLOR0 : COL0 : 4 : 1
#var float4 t : $vout.TEXCOORD0 : TEX0 : 5 : 1
#var float4 mats[0].diffuse :  : c[5] : -1 : 1
#var float4 mats[0].emissive :  : c[6] : -1 : 1
#var float mats[0].gloss :  : c[7] : -1 : 1
#var float4 mats[1].diffuse :  : c[8] : -1 : 1
#var float4 mats[1].emissive :  : c[9] : -1 : 1
#var float mats[1].gloss :  : c[10] : -1 : 1
#var float4 mats[2].diffuse :  : c[11] : -1 : 1
#var float4 mats[2].emissive :  : c[12] : -1 : 1
#var float mats[2].gloss :  : c[13] : -1 : 1
#var float4 mats[3].diffuse :  : c[14] : -1 : 1
#var float4 mats[3].emissive :  : c[15] : -1 : 1
#var float mats[3].gloss :  : c[16] : -1 : 1
#var int which :  : c[17] : -1 : 1
#const c[0] = 1 0 3
PARAM c[18] = { { 1, 0, 3 },
		program.local[1..17] };
TEMP R0;
TEMP R1;
ADDRESS A0;
MOV R0.x, c[0].z;
MIN R0.x, R0, c[17];
MAX R1.x, R0, c[0].y;
ABS R1.y, R1.x;
FLR R0.y, R1.x;
MUL R0.y, R0, c[0].z;
ARL A0.x, R0.y;
MIN R0.x, vertex.normal.z, c[0];
MAX R0.x, R0, c[0].y;
MUL R0, c[A0.x + 5], R0.x;
FLR R1.y, R1;
SLT R1.z, R1.x, c[0].y;
ADD R1.x, -R1.y, -R1.y;
MAD R1.x, R1, R1.z, R1.y;
ADD result.color, R0, c[A0.x + 6];
MUL R0.x, -R1, c[0].z;
MOV result.texcoord[0].x, c[A0.x + 7];
ARL A0.x, R0.x;
MOV result.texcoord[0].z, R1.x;
DP4 result.position.w, vertex.position, c[4];
DP4 result.position.z, vertex.position, c[3];
DP4 result.position.y, vertex.position, c[2];
DP4 result.position.x, vertex.position, c[1];
MOV result.texcoord[0].y, c[A0.x + 16].x;
MOV result.texcoord[0].w, c[0].x;
END
# 25 instructions, 2 R-regs
