!!VP2.0
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -profile vp30
# source file: tests/header/396_constant_limit_per_slot_vertex.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile vp30
#program main
#semantic palette
#semantic tint
#semantic fog
#semantic mvp
#var float4 position : $vin.POSITION : ATTR0 : 0 : 1
#var float4 weights : $vin.TEXCOORD0 : TEXCOORD0 : 1 : 1
#var float4 hpos : $vout.POSITION : HPOS : 2 : 1
#var float4 color : $vout.COLOR0 : COL0 : 3 : 1
#var float4 palette[0] :  : c[4] : -1 : 1
#var float4 palette[1] :  : c[5] : -1 : 1
#var float4 palette[2] :  : c[6] : -1 : 1
#var float4 palette[3] :  : c[7] : -1 : 1
#var float4 palette[4] :  : c[8] : -1 : 1
#var float4 palette[5] :  : c[9] : -1 : 1
#var float4 palette[6] :  : c[10] : -1 : 1
#var float4 palette[7] :  : c[11] : -1 : 1
#var float4 palette[8] :  : c[12] : -1 : 1
#var float4 palette[9] :  : c[13] : -1 : 1
#var float4 palette[10] :  : c[14] : -1 : 1
#var float4 palette[11] :  : c[15] : -1 : 1
#var float4 palette[12] :  : c[16] : -1 : 1
#var float4 palette[13] :  : c[17] : -1 : 1
#var float4 palette[14] :  : c[18] : -1 : 1
#var float4 palette[15] :  : c[19] : -1 : 1
#var float4 palette[16] :  : c[20] : -1 : 1
#var float4 palette[17] :  : c[21] : -1 : 1
#var float4 palette[18] :  : c[22] : -1 : 1
#var float4 palette[19] :  : c[23] : -1 : 1
#var float4 palette[20] :  : c[24] : -1 : 1
#var float4 palette[21] :  : c[25] : -1 : 1
#var float4 palette[22] :  : c[26] : -1 : 1
#var float4 palette[23] :  : c[27] : -1 : 1
#var float4 palette[24] :  : c[28] : -1 : 1
#var float4 palette[25] :  : c[29] : -1 : 1
#var float4 palette[26] :  : c[30] : -1 : 1
#var float4 palette[27] :  : c[31] : -1 : 1
#var float4 palette[28] :  : c[32] : -1 : 1
#var float4 palette[29] :  : c[33] : -1 : 1
#var float4 palette[30] :  : c[34] : -1 : 1
#var float4 palette[31] :  : c[35] : -1 : 1
#var float4 palette[32] :  : c[36] : -1 : 1
#var float4 palette[33] :  : c[37] : -1 : 1
#var float4 palette[34] :  : c[38] : -1 : 1
#var float4 palette[35] :  : c[39] : -1 : 1
#var float4 palette[36] :  : c[40] : -1 : 1
#var float4 palette[37] :  : c[41] : -1 : 1
#var float4 palette[38] :  : c[42] : -1 : 1
#var float4 palette[39] :  : c[43] : -1 : 1
#var float4 palette[40] :  : c[44] : -1 : 1
#var float4 palette[41] :  : c[45] : -1 : 1
#var float4 palette[42] :  : c[46] : -1 : 1
#var float4 palette[43] :  : c[47] : -1 : 1
#var float4 palette[44] :  : c[48] : -1 : 1
#var float4 palette[45] :  : c[49] : -1 : 1
#var float4 palette[46] :  : c[50] : -1 : 1
#var float4 palette[47] :  : c[51] : -1 : 1
#var float4 palette[48] :  : c[52] : -1 : 1
#var float4 palette[49] :  : c[53] : -1 : 1
#var float4 palette[50] :  : c[54] : -1 : 1
#var float4 palette[51] :  : c[55] : -1 : 1
#var float4 palette[52] :  : c[56] : -1 : 1
#var float4 palette[53] :  : c[57] : -1 : 1
#var float4 palette[54] :  : c[58] : -1 : 1
#var float4 palette[55] :  : c[59] : -1 : 1
#var float4 palette[56] :  : c[60] : -1 : 1
#var float4 palette[57] :  : c[61] : -1 : 1
#var float4 palette[58] :  : c[62] : -1 : 1
#var float4 palette[59] :  : c[63] : -1 : 1
#var float4 palette[60] :  : c[64] : -1 : 1
#var float4 palette[61] :  : c[65] : -1 : 1
#var float4 palette[62] :  : c[66] : -1 : 1
#var float4 palette[63] :  : c[67] : -1 : 1
#var float4 palette[64] :  : c[68] : -1 : 1
#var float4 palette[65] :  : c[69] : -1 : 1
#var float4 palette[66] :  : c[70] : -1 : 1
#var float4 palette[67] :  : c[71] : -1 : 1
#var float4 palette[68] :  : c[72] : -1 : 1
#var float4 palette[69] :  : c[73] : -1 : 1
#var float4 palette[70] :  : c[74] : -1 : 1
#var float4 palette[71] :  : c[75] : -1 : 1
#var float4 palette[72] :  : c[76] : -1 : 1
#var float4 palette[73] :  : c[77] : -1 : 1
#var float4 palette[74] :  : c[78] : -1 : 1
#var float4 palette[75] :  : c[79] : -1 : 1
#var float4 palette[76] :  : c[80] : -1 : 1
#var float4 palette[77] :  : c[81] : -1 : 1
#var float4 palette[78] :  : c[82] : -1 : 1
#var float4 palette[79] :  : c[83] : -1 : 1
#var float4 palette[80] :  : c[84] : -1 : 1
#var float4 palette[81] :  : c[85] : -1 : 1
#var float4 palette[82] :  : c[86] : -1 : 1
#var float4 palette[83] :  : c[87] : -1 : 1
#var float4 palette[84] :  : c[88] : -1 : 1
#var float4 palette[85] :  : c[89] : -1 : 1
#var float4 palette[86] :  : c[90] : -1 : 1
#var float4 palette[87] :  : c[91] : -1 : 1
#var float4 palette[88] :  : c[92] : -1 : 1
#var float4 palette[89] :  : c[93] : -1 : 1
#var float4 palette[90] :  : c[94] : -1 : 1
#var float4 palette[91] :  : c[95] : -1 : 1
#var float4 tint :  : c[96] : -1 : 1
#var float4 fog :  : c[97] : -1 : 1
#var float4x4 mvp :  : c[0], 4 : -1 : 1
#const c[98] = 0.25 0.5 0.75 1
#const c[99] = 0 92
#const c[100] = 0.125 0.375 0.625 0.875
BB0:
SLTC  CC.x, c[99], c[99].y;
MOV   R0, c[98];
MOV   R1.x, c[99];
BRA   BB2 (EQ.x);
BB1:
ARL   A0.x, R1;
ADD   R1.x, c[98].w, R1;
SLTC  CC.x, R1, c[99].y;
MAD   R0, R0, v[8], c[A0.x + 4];
BRA   BB1 (NE.x);
BB2:
MOV   R1, c[100];
MUL   R1, R1, c[97];
MAD   o[COL0], R0, c[96], R1;
DP4   o[HPOS].w, v[0], c[3];
DP4   o[HPOS].z, v[0], c[2];
DP4   o[HPOS].y, v[0], c[1];
DP4   o[HPOS].x, v[0], c[0];
END
# 16 instructions, 2 R-regs
