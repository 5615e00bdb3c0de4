!!ARBvp1.0
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -profile arbvp1
# source file: tests/shaders/vertex/column_major_palette_index.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile arbvp1
#program main
#semantic main.bones
#semantic main.rigid
#var float4 p : $vin.POSITION : POSITION : 0 : 1
#var float4 idx : $vin.TEXCOORD2 : TEXCOORD2 : 1 : 1
#var float4x4 bones[0] :  : c[1], 4 : 2 : 1
#var float4x4 bones[1] :  : c[5], 4 : 2 : 1
#var float4x4 bones[2] :  : c[9], 4 : 2 : 1
#var float4x4 bones[3] :  : c[13], 4 : 2 : 1
#var float4x4 bones[4] :  : c[17], 4 : 2 : 1
#var float4x4 bones[5] :  : c[21], 4 : 2 : 1
#var float4x3 rigid[0] :  : c[25], 4 : 3 : 1
#var float4x3 rigid[1] :  : c[29], 4 : 3 : 1
#var float4x3 rigid[2] :  : c[33], 4 : 3 : 1
#var float4x3 rigid[3] :  : c[37], 4 : 3 : 1
#var float4 hpos : $vout.POSITION : HPOS : 4 : 1
#var float4 c : $vout.COLOR0 : COL0 : 5 : 1
#var float3 t : $vout.TEXCOORD0 : TEX0 : 6 : 1
#const c[0] = 4
PARAM c[41] = { { 4 },
		program.local[1..40] };
TEMP R0;
TEMP R1;
ADDRESS A0;
FLR R0.x, vertex.texcoord[2];
MUL R0.x, R0, c[0];
ARL A0.x, R0.x;
MUL R0, vertex.position.y, c[A0.x + 2];
MAD R0, vertex.position.x, c[A0.x + 1], R0;
MAD R0, vertex.position.z, c[A0.x + 3], R0;
MAD result.position, vertex.position.w, c[A0.x + 4], R0;
FLR R1.x, vertex.texcoord[2].z;
MUL R1.x, R1, c[0];
ARL A0.x, R1.x;
MUL R0.xyz, vertex.position.y, c[A0.x + 26];
MAD R0.xyz, vertex.position.x, c[A0.x + 25], R0;
MAD R0.xyz, vertex.position.z, c[A0.x + 27], R0;
ARL A0.x, R1.x;
FLR R0.w, vertex.texcoord[2].y;
MUL R0.w, R0, c[0].x;
MAD result.texcoord[0].xyz, vertex.position.w, c[A0.x + 28], R0;
ARL A0.x, R0.w;
DP4 result.color.w, vertex.position, c[A0.x + 4];
DP4 result.color.z, vertex.position, c[A0.x + 3];
DP4 result.color.y, vertex.position, c[A0.x + 2];
DP4 result.color.x, vertex.position, c[A0.x + 1];
END
# 22 instructions, 2 R-regs
