!!VP2.0
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -profile vp30
# source file: tests/header/400_matrices_past_limit_spill_to_env.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile vp30
#program main
#semantic bones
#semantic cam
#semantic extra
#semantic tint
#var float4 pos : $vin.POSITION : ATTR0 : 0 : 1
#var float4 bi : $vin.BLENDINDICES : ATTR7 : 1 : 1
#var float4 hpos : $vout.POSITION : HPOS : 2 : 1
#var float4 color : $vout.COLOR0 : COL0 : 3 : 1
#var float4x4 bones[0] :  : c[0], 4 : -1 : 1
#var float4x4 bones[1] :  : c[4], 4 : -1 : 1
#var float4x4 bones[2] :  : c[8], 4 : -1 : 1
#var float4x4 bones[3] :  : c[12], 4 : -1 : 1
#var float4x4 bones[4] :  : c[16], 4 : -1 : 1
#var float4x4 bones[5] :  : c[20], 4 : -1 : 1
#var float4x4 bones[6] :  : c[24], 4 : -1 : 1
#var float4x4 bones[7] :  : c[28], 4 : -1 : 1
#var float4x4 bones[8] :  : c[32], 4 : -1 : 1
#var float4x4 bones[9] :  : c[36], 4 : -1 : 1
#var float4x4 bones[10] :  : c[40], 4 : -1 : 1
#var float4x4 bones[11] :  : c[44], 4 : -1 : 1
#var float4x4 bones[12] :  : c[48], 4 : -1 : 1
#var float4x4 bones[13] :  : c[52], 4 : -1 : 1
#var float4x4 bones[14] :  : c[56], 4 : -1 : 1
#var float4x4 bones[15] :  : c[60], 4 : -1 : 1
#var float4x4 bones[16] :  : c[64], 4 : -1 : 1
#var float4x4 bones[17] :  : c[68], 4 : -1 : 1
#var float4x4 bones[18] :  : c[72], 4 : -1 : 1
#var float4x4 bones[19] :  : c[76], 4 : -1 : 1
#var float4x4 bones[20] :  : c[80], 4 : -1 : 1
#var float4x4 bones[21] :  : c[84], 4 : -1 : 1
#var float4x4 bones[22] :  : c[88], 4 : -1 : 1
#var float4x4 cam.view :  : c[92], 4 : -1 : 1
#var float4x4 cam.proj :  : c[96], 4 : -1 : 1
#var float4x4 extra[0] :  : c[100], 4 : -1 : 1
#var float4x4 extra[1] :  : c[104], 4 : -1 : 1
#var float4x4 extra[2] :  : c[108], 4 : -1 : 1
#var float4x4 extra[3] :  : c[112], 4 : -1 : 1
#var float4x4 extra[4] :  : c[116], 4 : -1 : 1
#var float4x4 extra[5] :  : c[120], 4 : -1 : 1
#var float4x4 extra[6] :  : c[124], 4 : -1 : 1
#var float4x4 extra[7] :  : c[128], 4 : -1 : 1
#var float4x4 extra[8] :  : c[132], 4 : -1 : 1
#var float4x4 extra[9] :  : c[136], 4 : -1 : 1
#var float4 tint :  : c[140] : -1 : 1
#const c[141] = 4 0 10 1
#const c[142] = 0.5
BB0:
FLR   R0.x, v[7];
MUL   R0.x, R0, c[141];
ARL   A0.x, R0;
SLTC  CC.x, c[141].y, c[141].z;
DP4   R1.w, c[A0.x + 3], v[0];
DP4   R1.z, v[0], c[A0.x + 2];
DP4   R1.y, v[0], c[A0.x + 1];
DP4   R1.x, v[0], c[A0.x];
MOV   R0.x, c[141].y;
BRA   BB2 (EQ.x);
BB1:
MUL   R0.y, R0.x, c[141].x;
ARL   A0.x, R0.y;
ADD   R0.x, c[141].w, R0;
SLTC  CC.x, R0, c[141].z;
DP4   R0.y, R1, c[A0.x + 102];
DP4   R0.z, R1, c[A0.x + 101];
DP4   R0.w, R1, c[A0.x + 100];
DP4   R1.w, c[A0.x + 103], R1;
MOV   R1.z, R0.y;
MOV   R1.y, R0.z;
MOV   R1.x, R0.w;
BRA   BB1 (NE.x);
BB2:
DP4   R0.w, R1, c[95];
DP4   R0.z, R1, c[94];
DP4   R0.x, R1, c[92];
DP4   R0.y, R1, c[93];
MOV   R1, c[140];
DP4   o[HPOS].w, R0, c[99];
DP4   o[HPOS].z, R0, c[98];
DP4   o[HPOS].y, R0, c[97];
DP4   o[HPOS].x, R0, c[96];
MAD   o[COL0], R1, c[142].x, c[142].x;
END
# 32 instructions, 2 R-regs
