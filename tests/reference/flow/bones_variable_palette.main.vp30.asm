!!VP2.0
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -profile vp30
# source file: tests/shaders/flow/bones_variable_palette.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile vp30
#program main
#semantic main.palette
#semantic main.viewProj
#semantic main.boneOffset
#semantic main.skinned
#var float4 pos : $vin.POSITION : ATTR0 : 0 : 1
#var float3 N : $vin.NORMAL : ATTR2 : 1 : 1
#var float4 w : $vin.BLENDWEIGHT : ATTR1 : 2 : 1
#var float4 bi : $vin.BLENDINDICES : ATTR7 : 3 : 1
#var float4 hpos : $vout.POSITION : HPOS : 4 : 1
#var float4 col : $vout.COLOR0 : COL0 : 5 : 1
#var float4x3 palette[0] :  : c[0], 4 : 6 : 1
#var float4x3 palette[1] :  : c[4], 4 : 6 : 1
#var float4x3 palette[2] :  : c[8], 4 : 6 : 1
#var float4x3 palette[3] :  : c[12], 4 : 6 : 1
#var float4x3 palette[4] :  : c[16], 4 : 6 : 1
#var float4x3 palette[5] :  : c[20], 4 : 6 : 1
#var float4x3 palette[6] :  : c[24], 4 : 6 : 1
#var float4x3 palette[7] :  : c[28], 4 : 6 : 1
#var float4x3 palette[8] :  : c[32], 4 : 6 : 1
#var float4x3 palette[9] :  : c[36], 4 : 6 : 1
#var float4x3 palette[10] :  : c[40], 4 : 6 : 1
#var float4x3 palette[11] :  : c[44], 4 : 6 : 1
#var float4x3 palette[12] :  : c[48], 4 : 6 : 1
#var float4x3 palette[13] :  : c[52], 4 : 6 : 1
#var float4x3 palette[14] :  : c[56], 4 : 6 : 1
#var float4x3 palette[15] :  : c[60], 4 : 6 : 1
#var float4x3 palette[16] :  : c[64], 4 : 6 : 1
#var float4x3 palette[17] :  : c[68], 4 : 6 : 1
#var float4x3 palette[18] :  : c[72], 4 : 6 : 1
#var float4x3 palette[19] :  : c[76], 4 : 6 : 1
#var float4x4 viewProj :  : c[80], 4 : 7 : 1
#var int boneOffset :  : c[84] : 8 : 1
#var bool skinned :  : c[85] : 9 : 1
#const c[86] = 4 1 0.5
BB0:
ADD   R0.xy, c[84].x, v[7];
FLR   R0.xy, R0;
MUL   R0.xy, R0, c[86].x;
ARL   A0.xy, R0;
MUL   R0.xyz, c[A0.y + 1], v[2].y;
MUL   R1.xyz, c[A0.x + 1], v[2].y;
MAD   R1.xyz, c[A0.x], v[2].x, R1;
MAD   R2.xyz, c[A0.x + 2], v[2].z, R1;
MAD   R0.xyz, c[A0.y], v[2].x, R0;
ADD   R0.w, c[86].y, -v[1].x;
MAD   R0.xyz, c[A0.y + 2], v[2].z, R0;
MUL   R0.xyz, R0.w, R0;
MOV   R1.xyz, v[2];
MOVC  CC.x, c[85];
MAD   R1.xyz(NE.x), v[1].x, R2, R0;
MUL   R0.xyz, v[0].y, c[A0.y + 1];
MAD   R0.xyz, v[0].x, c[A0.y], R0;
MAD   R2.xyz, v[0].z, c[A0.y + 2], R0;
MUL   R0.xyz, v[0].y, c[A0.x + 1];
MAD   R0.xyz, v[0].x, c[A0.x], R0;
MAD   R3.xyz, v[0].z, c[A0.x + 2], R0;
MAD   R2.xyz, v[0].w, c[A0.y + 3], R2;
MUL   R2.xyz, R2, R0.w;
DP3   R0.w, R1, R1;
RSQ   R0.w, R0.w;
MUL   R1.xyz, R0.w, R1;
MOV   R0.xyz, v[0];
MAD   R3.xyz, v[0].w, c[A0.x + 3], R3;
MAD   R0.xyz(NE.x), R3, v[1].x, R2;
MOV   R0.w, c[86].y;
MAD   o[COL0].xyz, R1, c[86].z, c[86].z;
DP4   o[HPOS].w, R0, c[83];
DP4   o[HPOS].z, R0, c[82];
DP4   o[HPOS].y, R0, c[81];
DP4   o[HPOS].x, R0, c[80];
MOV   o[COL0].w, c[86].y;
END
# 36 instructions, 4 R-regs
