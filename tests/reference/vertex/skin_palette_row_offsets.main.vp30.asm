!!VP2.0
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -profile vp30
# source file: tests/shaders/vertex/skin_palette_row_offsets.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile vp30
#program main
#semantic main.view_proj
#semantic main.bones
#semantic main.targets
#semantic main.light_dir
#var float4 IN.position : $vin.POSITION : ATTR0 : 0 : 1
#var float4 IN.weights : $vin.BLENDWEIGHT : ATTR1 : 0 : 1
#var float4 IN.indices : $vin.BLENDINDICES : ATTR7 : 0 : 1
#var float3 IN.normal : $vin.NORMAL : ATTR2 : 0 : 1
#var float4x4 view_proj :  : c[0], 4 : 1 : 1
#var float4 bones[0] :  : c[4] : 2 : 1
#var float4 bones[1] :  : c[5] : 2 : 1
#var float4 bones[2] :  : c[6] : 2 : 1
#var float4 bones[3] :  : c[7] : 2 : 1
#var float4 bones[4] :  : c[8] : 2 : 1
#var float4 bones[5] :  : c[9] : 2 : 1
#var float4 bones[6] :  : c[10] : 2 : 1
#var float4 bones[7] :  : c[11] : 2 : 1
#var float4 bones[8] :  : c[12] : 2 : 1
#var float4 bones[9] :  : c[13] : 2 : 1
#var float4 bones[10] :  : c[14] : 2 : 1
#var float4 bones[11] :  : c[15] : 2 : 1
#var float4 bones[12] :  : c[16] : 2 : 1
#var float4 bones[13] :  : c[17] : 2 : 1
#var float4 bones[14] :  : c[18] : 2 : 1
#var float4 bones[15] :  : c[19] : 2 : 1
#var float4 bones[16] :  : c[20] : 2 : 1
#var float4 bones[17] :  : c[21] : 2 : 1
#var float4 bones[18] :  : c[22] : 2 : 1
#var float4 bones[19] :  : c[23] : 2 : 1
#var float4 bones[20] :  : c[24] : 2 : 1
#var float4 bones[21] :  : c[25] : 2 : 1
#var float4 bones[22] :  : c[26] : 2 : 1
#var float4 bones[23] :  : c[27] : 2 : 1
#var float4 bones[24] :  : c[28] : 2 : 1
#var float4 bones[25] :  : c[29] : 2 : 1
#var float4 bones[26] :  : c[30] : 2 : 1
#var float4 bones[27] :  : c[31] : 2 : 1
#var float4 bones[28] :  : c[32] : 2 : 1
#var float4 bones[29] :  : c[33] : 2 : 1
#var float4 bones[30] :  : c[34] : 2 : 1
#var float4 bones[31] :  : c[35] : 2 : 1
#var float4 bones[32] :  : c[36] : 2 : 1
#var float4 bones[33] :  : c[37] : 2 : 1
#var float4 bones[34] :  : c[38] : 2 : 1
#var float4 bones[35] :  : c[39] : 2 : 1
#var float4 bones[36] :  : c[40] : 2 : 1
#var float4 bones[37] :  : c[41] : 2 : 1
#var float4 bones[38] :  : c[42] : 2 : 1
#var float4 bones[39] :  : c[43] : 2 : 1
#var float4 bones[40] :  : c[44] : 2 : 1
#var float4 bones[41] :  : c[45] : 2 : 1
#var float4 bones[42] :  : c[46] : 2 : 1
#var float4 bones[43] :  : c[47] : 2 : 1
#var float4 bones[44] :  : c[48] : 2 : 1
#var float4 bones[45] :  : c[49] : 2 : 1
#var float4 bones[46] :  : c[50] : 2 : 1
#var float4 bones[47] :  : c[51] : 2 : 1
#var float4 targets[0] :  : c[52] : 3 : 1
#var float4 targets[1] :  : c[53] : 3 : 1
#var float4 targets[2] :  : c[54] : 3 : 1
#var float4 targets[3] :  : c[55] : 3 : 1
#var float4 targets[4] :  : c[56] : 3 : 1
#var float4 targets[5] :  : c[57] : 3 : 1
#var float4 targets[6] :  :  : 3 : 0
#var float4 targets[7] :  :  : 3 : 0
#var float4 light_dir :  : c[58] : 4 : 1
#var float4 main.hpos : $vout.POSITION : HPOS : -1 : 1
#var float4 main.color : $vout.COLOR0 : COL0 : -1 : 1
#const c[59] = 3 1 0 0.25
#const c[60] = 1 0.89999998 0.80000001 0.125
BB0:
MUL   R1, v[7], c[59].x;
FLR   R2, |R1|;
MOV   R0, R2;
MOVC  CC, R1;
MOV   R0(LT), -R2;
ARL   A1, R0.wzxy;
ADD   R2.w, -c[59].y, R0;
MAD   R0, v[0].x, c[52], v[0];
MAD   R0, v[0].y, c[53], R0;
MAD   R0, v[0].z, c[54], R0;
MAD   R0, v[2].x, c[55], R0;
MAD   R0, v[2].y, c[56], R0;
ARL   A0, R1.wzxy;
MAD   R1, v[2].z, c[57], R0;
MOV   R0.w, c[59].y;
DP4   R0.x, R1, c[A0.w + 4];
DP4   R0.z, R1, c[A1.w + 6];
DP4   R0.y, R1, c[A1.w + 5];
MUL   R2.xyz, v[1].y, R0;
DP4   R0.x, R1, c[A0.z + 4];
DP4   R0.y, R1, c[A1.z + 5];
DP4   R0.z, R1, c[A1.z + 6];
MAD   R2.xyz, v[1].x, R0, R2;
DP4   R0.x, R1, c[A0.y + 4];
DP4   R0.y, R1, c[A1.y + 5];
DP4   R0.z, R1, c[A1.y + 6];
MAD   R0.xyz, v[1].z, R0, R2;
DP4   R2.x, c[A0.x + 4], R1;
DP4   R2.y, R1, c[A1.x + 5];
DP4   R2.z, R1, c[A1.x + 6];
MAD   R0.xyz, v[1].w, R2, R0;
DP4   o[HPOS].w, R0, c[3];
DP4   o[HPOS].z, R0, c[2];
DP4   o[HPOS].y, R0, c[1];
DP4   o[HPOS].x, R0, c[0];
MOV   R0.y, c[60].w;
ARL   A0.x, R2.w;
DP3   R0.x, v[2], c[58];
MUL   R1, c[A0.x + 7], R0.y;
MIN   R0.y, R0.x, c[59];
MOV   R0.x, c[59].w;
MAD   R1, c[A1.w + 5], R0.x, R1;
MAX   R0.x, R0.y, c[59].z;
MAD   o[COL0], R0.x, c[60].xyzx, R1;
END
# 44 instructions, 3 R-regs
