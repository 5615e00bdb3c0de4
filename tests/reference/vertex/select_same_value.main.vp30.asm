!!VP2.0
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -profile vp30
# source file: tests/shaders/vertex/select_same_value.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile vp30
#program main
#semantic main.bones
#semantic main.modelViewProj
#semantic main.weight
#var float4 position : $vin.POSITION : ATTR0 : 0 : 1
#var float3 normal : $vin.NORMAL : ATTR2 : 1 : 1
#var float4 weights : $vin.TEXCOORD0 : TEXCOORD0 : 2 : 1
#var float4x4 bones :  : c[0], 4 : 3 : 1
#var float4x4 modelViewProj :  : c[4], 4 : 4 : 1
#var float weight :  : c[8] : 5 : 1
#var float4 main.clip : $vout.POSITION : HPOS : -1 : 1
#var float4 main.colour : $vout.COLOR0 : COL0 : -1 : 1
#var float4 main.mirrored : $vout.TEXCOORD0 : TEX0 : -1 : 1
#const c[9] = 1 0.5
BB0:
MOVC  CC.x, v[8].w;
BRA   BB2 (GT.x);
BB1:
MOV   R0, c[1];
MUL   R1, R0, c[8].x;
MOV   R0, c[0];
MAD   R1, R0, c[8].x, R1;
MOV   R0, c[2];
MAD   R1, R0, c[8].x, R1;
MOV   R0, c[3];
MAD   R0, R0, c[8].x, R1;
MUL   R1, R0.y, c[1];
MAD   R1, R0.x, c[0], R1;
MAD   R1, R0.z, c[2], R1;
MAD   R0, R0.w, c[3], R1;
BRA   BB3;
BB2:
MOV   R0, c[1];
MUL   R1, R0, c[8].x;
MOV   R0, c[0];
MAD   R1, R0, c[8].x, R1;
MOV   R0, c[2];
MAD   R1, R0, c[8].x, R1;
MOV   R0, c[3];
MAD   R0, R0, c[8].x, R1;
MUL   R1, R0.y, c[1];
MAD   R1, R0.x, c[0], R1;
MAD   R1, R0.z, c[2], R1;
MAD   R0, R0.w, c[3], R1;
BB3:
MOV   R1.w, c[9].x;
MOV   R1.xyz, v[2];
MUL   R1, v[8], R1;
MOV   o[TEX0], R1;
SGTC  CC.x, v[8], c[9].y;
MOV   o[TEX0](EQ.x), R1.wzyx;
DP4   R1.w, v[0], c[7];
DP4   R1.z, v[0], c[6];
DP4   R1.x, v[0], c[4];
DP4   R1.y, v[0], c[5];
ADD   o[HPOS], R0, R1;
MAD   o[COL0].xyz, v[2], c[9].y, c[9].y;
MOV   o[COL0].w, c[9].x;
END
# 40 instructions, 2 R-regs
