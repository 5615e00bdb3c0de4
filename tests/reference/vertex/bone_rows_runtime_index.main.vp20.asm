!!VP1.1
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -profile vp20
# source file: tests/shaders/vertex/bone_rows_runtime_index.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile vp20
#program main
#semantic main.bones
#semantic main.table
#semantic main.viewProj
#var float4 IN.pos : $vin.POSITION : ATTR0 : 0 : 1
#var float4 IN.bone : $vin.BLENDINDICES : ATTR7 : 0 : 1
#var float4 IN.row : $vin.TEXCOORD1 : TEXCOORD1 : 0 : 1
#var float4 IN.entry : $vin.TEXCOORD2 : TEXCOORD2 : 0 : 1
#var float3x4 bones[0] :  : c[0], 3 : 1 : 1
#var float3x4 bones[1] :  : c[3], 3 : 1 : 1
#var float3x4 bones[2] :  : c[6], 3 : 1 : 1
#var float3x4 bones[3] :  : c[9], 3 : 1 : 1
#var float3x4 bones[4] :  : c[12], 3 : 1 : 1
#var float3x4 bones[5] :  : c[15], 3 : 1 : 1
#var float3x4 bones[6] :  : c[18], 3 : 1 : 1
#var float3x4 bones[7] :  : c[21], 3 : 1 : 1
#var float3x4 bones[8] :  : c[24], 3 : 1 : 1
#var float3x4 bones[9] :  : c[27], 3 : 1 : 1
#var float3x4 bones[10] :  : c[30], 3 : 1 : 1
#var float3x4 bones[11] :  : c[33], 3 : 1 : 1
#var float4 table[0][0] :  : c[40] : 2 : 1
#var float4 table[0][1] :  : c[41] : 2 : 1
#var float4 table[0][2] :  : c[42] : 2 : 1
#var float4 table[1][0] :  : c[43] : 2 : 1
#var float4 table[1][1] :  : c[44] : 2 : 1
#var float4 table[1][2] :  : c[45] : 2 : 1
#var float4 table[2][0] :  : c[46] : 2 : 1
#var float4 table[2][1] :  : c[47] : 2 : 1
#var float4 table[2][2] :  : c[48] : 2 : 1
#var float4 table[3][0] :  : c[49] : 2 : 1
#var float4 table[3][1] :  : c[50] : 2 : 1
#var float4 table[3][2] :  : c[51] : 2 : 1
#var float4x4 viewProj :  : c[36], 4 : 3 : 1
#var float4 main.hpos : $vout.POSITION : HPOS : -1 : 1
#var float4 main.color : $vout.COLOR0 : COL0 : -1 : 1
#var float4 main.tint : $vout.TEXCOORD0 : TEX0 : -1 : 1
#const c[52] = 3 1
EXP   R0.y, v[7].x;
ADD   R0.x, v[7], -R0.y;
MUL   R0.z, R0.x, c[52].x;
ARL   A0.x, R0.z;
EXP   R0.y, v[10].x;
ADD   R0.y, v[10].x, -R0;
DP4   R1.x, c[A0.x], v[0];
DP4   R1.y, v[0], c[A0.x + 1];
DP4   R1.z, v[0], c[A0.x + 2];
MOV   R1.w, c[52].y;
MAD   R0.y, R0, c[52].x, v[9];
ARL   A0.x, R0.y;
EXP   R0.y, v[10].y;
MAD   R0.x, R0, c[52], v[9];
DP4   o[HPOS].w, R1, c[39];
DP4   o[HPOS].z, R1, c[38];
DP4   o[HPOS].y, R1, c[37];
DP4   o[HPOS].x, R1, c[36];
MOV   R1, c[A0.x + 40];
ARL   A0.x, R0.x;
MUL   o[COL0], c[A0.x], R1;
ARL   A0.x, R0.z;
ADD   R0.y, v[10], -R0;
MOV   R1, c[A0.x + 2];
MUL   R0.x, R0.y, c[52];
ARL   A0.x, R0.x;
ADD   o[TEX0], c[A0.x + 41], R1;
END
# 27 instructions, 0 R-regs
