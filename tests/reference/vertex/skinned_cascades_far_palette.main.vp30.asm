!!VP2.0
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -profile vp30
# source file: tests/shaders/vertex/skinned_cascades_far_palette.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile vp30
#program main
#semantic main.viewProj
#semantic main.cascades
#semantic main.palette
#semantic main.instanceTint
#semantic main.instanceOffset
#semantic main.lightDir
#var float4 IN.pos : $vin.POSITION : ATTR0 : 0 : 1
#var float3 IN.normal : $vin.NORMAL : ATTR2 : 0 : 1
#var float IN.weight : $vin.TEXCOORD2 : TEXCOORD2 : 0 : 1
#var float4 IN.bones : $vin.BLENDINDICES : ATTR7 : 0 : 1
#var float4 IN.instance : $vin.TEXCOORD1 : TEXCOORD1 : 0 : 1
#var float2 IN.uv : $vin.TEXCOORD0 : TEXCOORD0 : 0 : 1
#var float4x4 viewProj :  : c[0], 4 : 1 : 1
#var float4x4 cascades[0] :  : c[4], 4 : 2 : 1
#var float4x4 cascades[1] :  : c[8], 4 : 2 : 1
#var float4x3 palette[0] :  : c[12], 4 : 3 : 1
#var float4x3 palette[1] :  : c[16], 4 : 3 : 1
#var float4x3 palette[2] :  : c[20], 4 : 3 : 1
#var float4x3 palette[3] :  : c[24], 4 : 3 : 1
#var float4x3 palette[4] :  : c[28], 4 : 3 : 1
#var float4x3 palette[5] :  : c[32], 4 : 3 : 1
#var float4 instanceTint[0] :  : c[36] : 4 : 1
#var float4 instanceTint[1] :  : c[37] : 4 : 1
#var float4 instanceTint[2] :  : c[38] : 4 : 1
#var float4 instanceTint[3] :  : c[39] : 4 : 1
#var float4 instanceTint[4] :  : c[40] : 4 : 1
#var float4 instanceTint[5] :  : c[41] : 4 : 1
#var float4 instanceTint[6] :  : c[42] : 4 : 1
#var float4 instanceTint[7] :  : c[43] : 4 : 1
#var float4 instanceTint[8] :  : c[44] : 4 : 1
#var float4 instanceTint[9] :  : c[45] : 4 : 1
#var float4 instanceTint[10] :  : c[46] : 4 : 1
#var float4 instanceTint[11] :  : c[47] : 4 : 1
#var float4 instanceTint[12] :  : c[48] : 4 : 1
#var float4 instanceTint[13] :  : c[49] : 4 : 1
#var float4 instanceTint[14] :  : c[50] : 4 : 1
#var float4 instanceTint[15] :  : c[51] : 4 : 1
#var float4 instanceTint[16] :  : c[52] : 4 : 1
#var float4 instanceTint[17] :  : c[53] : 4 : 1
#var float4 instanceTint[18] :  : c[54] : 4 : 1
#var float4 instanceTint[19] :  : c[55] : 4 : 1
#var float4 instanceTint[20] :  : c[56] : 4 : 1
#var float4 instanceTint[21] :  : c[57] : 4 : 1
#var float4 instanceTint[22] :  : c[58] : 4 : 1
#var float4 instanceTint[23] :  : c[59] : 4 : 1
#var float4 instanceTint[24] :  : c[60] : 4 : 1
#var float4 instanceTint[25] :  : c[61] : 4 : 1
#var float4 instanceTint[26] :  : c[62] : 4 : 1
#var float4 instanceTint[27] :  : c[63] : 4 : 1
#var float4 instanceTint[28] :  : c[64] : 4 : 1
#var float4 instanceTint[29] :  : c[65] : 4 : 1
#var float4 instanceOffset[0] :  : c[66] : 5 : 1
#var float4 instanceOffset[1] :  : c[67] : 5 : 1
#var float4 instanceOffset[2] :  : c[68] : 5 : 1
#var float4 instanceOffset[3] :  : c[69] : 5 : 1
#var float4 instanceOffset[4] :  : c[70] : 5 : 1
#var float4 instanceOffset[5] :  : c[71] : 5 : 1
#var float4 instanceOffset[6] :  : c[72] : 5 : 1
#var float4 instanceOffset[7] :  : c[73] : 5 : 1
#var float4 instanceOffset[8] :  : c[74] : 5 : 1
#var float4 instanceOffset[9] :  : c[75] : 5 : 1
#var float4 instanceOffset[10] :  : c[76] : 5 : 1
#var float4 instanceOffset[11] :  : c[77] : 5 : 1
#var float4 instanceOffset[12] :  : c[78] : 5 : 1
#var float4 instanceOffset[13] :  : c[79] : 5 : 1
#var float4 instanceOffset[14] :  : c[80] : 5 : 1
#var float4 instanceOffset[15] :  : c[81] : 5 : 1
#var float4 instanceOffset[16] :  : c[82] : 5 : 1
#var float4 instanceOffset[17] :  : c[83] : 5 : 1
#var float4 instanceOffset[18] :  : c[84] : 5 : 1
#var float4 instanceOffset[19] :  : c[85] : 5 : 1
#var float3 lightDir :  : c[86] : 6 : 1
#var float4 main.hpos : $vout.POSITION : HPOS : -1 : 1
#var float4 main.color : $vout.COLOR0 : COL0 : -1 : 1
#var float2 main.uv : $vout.TEXCOORD0 : TEX0 : -1 : 1
#var float4 main.shadow : $vout.TEXCOORD1 : TEX1 : -1 : 1
#const c[87] = 4 1 0 0.5
BB0:
FLR   R4.xy, v[7];
MUL   R4.xy, R4, c[87].x;
ARL   A0.xy, R4;
MUL   R5.xyz, v[0].y, c[A0.y + 13];
MUL   R4.xyz, v[0].y, c[A0.x + 13];
MAD   R5.xyz, v[0].x, c[A0.y + 12], R5;
MAD   R4.xyz, v[0].x, c[A0.x + 12], R4;
MAD   R5.xyz, v[0].z, c[A0.y + 14], R5;
MAD   R4.xyz, v[0].z, c[A0.x + 14], R4;
MOV   R4.w, c[87].y;
MOV   R0, c[8];
ARL   A0.z, v[9].x;
MOV   R1.x, c[87].w;
SGTC  CC.x, c[A0.z + 66].w, R1;
MOV   R1, c[9];
MOV   R2, c[10];
MOV   R3, c[11];
MOV   R0(EQ.x), c[4];
MOV   R1(EQ.x), c[5];
ADD   R5.w, c[87].y, -v[10].x;
MAD   R5.xyz, v[0].w, c[A0.y + 15], R5;
MOV   R2(EQ.x), c[6];
MOV   R3(EQ.x), c[7];
MUL   R5.xyz, R5.w, R5;
MAD   R4.xyz, v[0].w, c[A0.x + 15], R4;
MAD   R4.xyz, v[10].x, R4, R5;
ADD   R4.xyz, c[A0.z + 66], R4;
DP4   o[TEX1].x, R4, R0;
MUL   R0.xyz, c[A0.y + 13], v[2].y;
DP4   o[TEX1].y, R4, R1;
MAD   R1.xyz, c[A0.y + 12], v[2].x, R0;
MUL   R0.xyz, c[A0.x + 13], v[2].y;
MAD   R1.xyz, c[A0.y + 14], v[2].z, R1;
MAD   R0.xyz, c[A0.x + 12], v[2].x, R0;
MUL   R1.xyz, R5.w, R1;
MAD   R0.xyz, c[A0.x + 14], v[2].z, R0;
MAD   R0.xyz, v[10].x, R0, R1;
DP3   R0.w, R0, R0;
RSQ   R0.w, R0.w;
MUL   R0.xyz, R0.w, R0;
DP3   R0.x, R0, -c[86];
MIN   R0.x, R0, c[87].y;
MAX   R0.x, R0, c[87].z;
DP4   o[TEX1].w, R4, R3;
DP4   o[TEX1].z, R4, R2;
MUL   o[COL0], c[A0.z + 36], R0.x;
DP4   o[HPOS].w, R4, c[3];
DP4   o[HPOS].z, R4, c[2];
DP4   o[HPOS].y, R4, c[1];
DP4   o[HPOS].x, R4, c[0];
MOV   o[TEX0].xy, v[8];
END
# 51 instructions, 6 R-regs
