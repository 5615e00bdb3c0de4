!!VP1.1
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -profile vp20
# source file: tests/shaders/flow/bones_variable_palette.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile vp20
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
#const c[86] = 0 1 4 0.5
ADD   R0.zw, v[7].xyxy, c[84].x;
EXP   R0.y, R0.w;
ADD   R0.x, R0.w, -R0.y;
MUL   R0.w, R0.x, c[86].z;
ARL   A0.x, R0.w;
MUL   R1.xyz, c[A0.x + 1], v[2].y;
EXP   R0.y, R0.z;
ADD   R0.x, R0.z, -R0.y;
MAD   R1.xyz, c[A0.x], v[2].x, R1;
MUL   R2.w, R0.x, c[86].z;
MAD   R1.xyz, c[A0.x + 2], v[2].z, R1;
ADD   R3.x, -v[1], c[86].y;
MAX   R0.x, -c[85], c[85];
SLT   R1.w, c[86].x, R0.x;
ARL   A0.x, R2.w;
MUL   R0.xyz, c[A0.x + 1], v[2].y;
MAD   R2.xyz, c[A0.x], v[2].x, R0;
ADD   R3.y, -R1.w, c[86];
MAD   R2.xyz, c[A0.x + 2], v[2].z, R2;
MUL   R1.xyz, R3.x, R1;
MAD   R1.xyz, v[1].x, R2, R1;
MUL   R0.xyz, R3.y, v[2];
MAD   R0.xyz, R1.w, R1, R0;
DP3   R1.x, R0, R0;
RSQ   R1.x, R1.x;
MUL   R1.xyz, R1.x, R0;
ARL   A0.x, R0.w;
MUL   R0.xyz, v[0].y, c[A0.x + 1];
MAD   o[COL0].xyz, R1, c[86].w, c[86].w;
MAD   R1.xyz, v[0].x, c[A0.x], R0;
ARL   A0.x, R2.w;
MUL   R0.xyz, v[0].y, c[A0.x + 1];
ARL   A0.x, R0.w;
MAD   R1.xyz, v[0].z, c[A0.x + 2], R1;
ARL   A0.x, R2.w;
MAD   R0.xyz, v[0].x, c[A0.x], R0;
ARL   A0.x, R0.w;
MAD   R1.xyz, v[0].w, c[A0.x + 3], R1;
ARL   A0.x, R2.w;
MAD   R0.xyz, v[0].z, c[A0.x + 2], R0;
MOV   R0.w, c[86].y;
MUL   R1.xyz, R1, R3.x;
MAD   R0.xyz, v[0].w, c[A0.x + 3], R0;
MAD   R0.xyz, R0, v[1].x, R1;
MUL   R1.xyz, v[0], R3.y;
MAD   R0.xyz, R1.w, R0, R1;
DP4   o[HPOS].w, R0, c[83];
DP4   o[HPOS].z, R0, c[82];
DP4   o[HPOS].y, R0, c[81];
DP4   o[HPOS].x, R0, c[80];
MOV   o[COL0].w, c[86].y;
END
# 51 instructions, 0 R-regs
