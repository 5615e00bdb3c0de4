!!ARBvp1.0
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -profile arbvp1
# source file: tests/header/400_matrices_past_limit_spill_to_env.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile arbvp1
#program main
#semantic bones
#semantic cam
#semantic extra
#semantic tint
#var float4 pos : $vin.POSITION : POSITION : 0 : 1
#var float4 bi : $vin.BLENDINDICES : ATTR7 : 1 : 1
#var float4 hpos : $vout.POSITION : HPOS : 2 : 1
#var float4 color : $vout.COLOR0 : COL0 : 3 : 1
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
#var float4x4 cam.view :  : env[1], 4 : -1 : 1
#var float4x4 cam.proj :  : env[5], 4 : -1 : 1
#var float4x4 extra[0] :  : env[9], 4 : -1 : 1
#var float4x4 extra[1] :  : env[13], 4 : -1 : 1
#var float4x4 extra[2] :  : env[17], 4 : -1 : 1
#var float4x4 extra[3] :  : env[21], 4 : -1 : 1
#var float4x4 extra[4] :  : env[25], 4 : -1 : 1
#var float4x4 extra[5] :  : env[29], 4 : -1 : 1
#var float4x4 extra[6] :  : env[33], 4 : -1 : 1
#var float4x4 extra[7] :  : env[37], 4 : -1 : 1
#var float4x4 extra[8] :  : env[41], 4 : -1 : 1
#var float4x4 extra[9] :  : env[45], 4 : -1 : 1
#var float4 tint :  : c[93] : -1 : 1
#const c[0] = 4 0.5
PARAM c[94] = { { 4, 0.5 },
		program.local[1..93] };
PARAM env[] = { program.env[0..48] };
TEMP R0;
TEMP R1;
ADDRESS A0;
FLR R0.x, vertex.attrib[7];
MUL R0.x, R0, c[0];
ARL A0.x, R0.x;
DP4 R1.w, c[A0.x + 4], vertex.position;
DP4 R1.z, vertex.position, c[A0.x + 3];
DP4 R1.x, vertex.position, c[A0.x + 1];
DP4 R1.y, vertex.position, c[A0.x + 2];
DP4 R0.w, R1, env[12];
DP4 R0.z, R1, env[11];
DP4 R0.x, R1, env[9];
DP4 R0.y, R1, env[10];
DP4 R1.w, R0, env[16];
DP4 R1.z, R0, env[15];
DP4 R1.x, R0, env[13];
DP4 R1.y, R0, env[14];
DP4 R0.w, R1, env[20];
DP4 R0.z, R1, env[19];
DP4 R0.x, R1, env[17];
DP4 R0.y, R1, env[18];
DP4 R1.w, R0, env[24];
DP4 R1.z, R0, env[23];
DP4 R1.x, R0, env[21];
DP4 R1.y, R0, env[22];
DP4 R0.w, R1, env[28];
DP4 R0.z, R1, env[27];
DP4 R0.x, R1, env[25];
DP4 R0.y, R1, env[26];
DP4 R1.w, R0, env[32];
DP4 R1.z, R0, env[31];
DP4 R1.x, R0, env[29];
DP4 R1.y, R0, env[30];
DP4 R0.w, R1, env[36];
DP4 R0.z, R1, env[35];
DP4 R0.x, R1, env[33];
DP4 R0.y, R1, env[34];
DP4 R1.w, R0, env[40];
DP4 R1.z, R0, env[39];
DP4 R1.x, R0, env[37];
DP4 R1.y, R0, env[38];
DP4 R0.w, R1, env[44];
DP4 R0.z, R1, env[43];
DP4 R0.x, R1, env[41];
DP4 R0.y, R1, env[42];
DP4 R1.w, R0, env[48];
DP4 R1.z, R0, env[47];
DP4 R1.x, R0, env[45];
DP4 R1.y, R0, env[46];
DP4 R0.w, R1, env[4];
DP4 R0.z, R1, env[3];
DP4 R0.x, R1, env[1];
DP4 R0.y, R1, env[2];
MOV R1, c[93];
DP4 result.position.w, R0, env[8];
DP4 result.position.z, R0, env[7];
DP4 result.position.y, R0, env[6];
DP4 result.position.x, R0, env[5];
MAD result.color, R1, c[0].y, c[0].y;
END
# 57 instructions, 2 R-regs
