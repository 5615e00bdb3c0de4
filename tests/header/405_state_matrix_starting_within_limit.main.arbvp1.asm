!!ARBvp1.0
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -profile arbvp1
# source file: tests/header/405_state_matrix_starting_within_limit.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile arbvp1
#program main
#semantic bones
#semantic world
#semantic modelViewProjection : state.matrix.mvp
#var float4 v.position : $vin.POSITION : POSITION : 0 : 1
#var float4 v.weights : $vin.TEXCOORD1 : TEXCOORD1 : 0 : 1
#var float4 v.indices : $vin.BLENDINDICES : ATTR7 : 0 : 1
#var float2 v.uv : $vin.TEXCOORD0 : TEXCOORD0 : 0 : 1
#var float4x4 bones[0] :  : c[1], 4 : -1 : 1
#var float4x4 bones[1] :  : c[5], 4 : -1 : 1
#var float4x4 bones[2] :  : c[9], 4 : -1 : 1
#var float4x4 bones[3] :  : c[13], 4 : -1 : 1
#var float4x4 bones[4] :  : c[17], 4 : -1 : 1
#var float4x4 bones[5] :  : c[21], 4 : -1 : 1
#var float4x4 bones[6] :  : c[25], 4 : -1 : 1
#var float4x4 bones[7] :  : c[29], 4 : -1 : 1
#var float4x4 bones[8] :  : c[33], 4 : -1 : 1
#var float4x4 bones[9] :  : c[37], 4 : -1 : 1
#var float4x4 bones[10] :  : c[41], 4 : -1 : 1
#var float4x4 bones[11] :  : c[45], 4 : -1 : 1
#var float4x4 bones[12] :  : c[49], 4 : -1 : 1
#var float4x4 bones[13] :  : c[53], 4 : -1 : 1
#var float4x4 bones[14] :  : c[57], 4 : -1 : 1
#var float4x4 bones[15] :  : c[61], 4 : -1 : 1
#var float4x4 bones[16] :  : c[65], 4 : -1 : 1
#var float4x4 bones[17] :  : c[69], 4 : -1 : 1
#var float4x4 bones[18] :  : c[73], 4 : -1 : 1
#var float4x4 bones[19] :  : c[77], 4 : -1 : 1
#var float4x4 bones[20] :  : c[81], 4 : -1 : 1
#var float4x4 bones[21] :  : c[85], 4 : -1 : 1
#var float4x4 bones[22] :  : c[89], 4 : -1 : 1
#var float4x4 world :  : env[1], 4 : -1 : 1
#var float4x4 modelViewProjection : state.matrix.mvp : c[93], 4 : -1 : 1
#var float4 main.hpos : $vout.POSITION : HPOS : -1 : 1
#var float2 main.uv : $vout.TEXCOORD0 : TEX0 : -1 : 1
#var float4 main.eye : $vout.TEXCOORD1 : TEX1 : -1 : 1
#const c[0] = 4
PARAM c[97] = { { 4 },
		program.local[1..92],
		state.matrix.mvp.row[0..3] };
PARAM env[] = { program.env[0..4] };
TEMP R0;
TEMP R1;
ADDRESS A0;
FLR R0.y, vertex.attrib[7];
MUL R0.y, R0, c[0].x;
ARL A0.x, R0.y;
FLR R0.x, vertex.attrib[7];
MUL R0.x, R0, c[0];
DP4 R1.w, vertex.position, c[A0.x + 4];
DP4 R1.z, vertex.position, c[A0.x + 3];
DP4 R1.x, vertex.position, c[A0.x + 1];
DP4 R1.y, vertex.position, c[A0.x + 2];
ARL A0.x, R0.x;
DP4 R0.w, c[A0.x + 4], vertex.position;
DP4 R0.z, vertex.position, c[A0.x + 3];
DP4 R0.y, vertex.position, c[A0.x + 2];
DP4 R0.x, vertex.position, c[A0.x + 1];
MUL R1, vertex.texcoord[1].y, R1;
MAD R1, vertex.texcoord[1].x, R0, R1;
DP4 R0.w, R1, env[4];
DP4 R0.z, R1, env[3];
DP4 R0.x, R1, env[1];
DP4 R0.y, R1, env[2];
DP4 result.position.w, R0, c[96];
DP4 result.position.z, R0, c[95];
DP4 result.position.y, R0, c[94];
DP4 result.position.x, R0, c[93];
MOV result.texcoord[1], R0;
MOV result.texcoord[0].xy, vertex.texcoord[0];
END
# 26 instructions, 2 R-regs
