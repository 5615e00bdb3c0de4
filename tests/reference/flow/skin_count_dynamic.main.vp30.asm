!!VP2.0
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -profile vp30
# source file: tests/shaders/flow/skin_count_dynamic.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile vp30
#program main
#semantic main.mvp
#semantic main.bones
#var float4 p : $vin.POSITION : ATTR0 : 0 : 1
#var float4 w : $vin.TEXCOORD1 : TEXCOORD1 : 1 : 1
#var float4 idx : $vin.TEXCOORD2 : TEXCOORD2 : 2 : 1
#var float4x4 mvp :  : c[0], 4 : 3 : 1
#var float4x4 bones[0] :  : c[4], 4 : 4 : 1
#var float4x4 bones[1] :  : c[8], 4 : 4 : 1
#var float4x4 bones[2] :  : c[12], 4 : 4 : 1
#var float4x4 bones[3] :  : c[16], 4 : 4 : 1
#var float4x4 bones[4] :  : c[20], 4 : 4 : 1
#var float4x4 bones[5] :  : c[24], 4 : 4 : 1
#var float4 hpos : $vout.POSITION : HPOS : 5 : 1
#var float4 tc : $vout.TEXCOORD0 : TEX0 : 6 : 1
#const c[28] = 4 1 0 2
#const c[29] = 0.28999999 6
BB0:
FRC   R0.x, |v[10].w|;
MUL   R0.y, R0.x, c[28].x;
FLR   R0.z, |R0.y|;
MOV   R0.x, R0.z;
MOVC  CC.x, R0.y;
MOV   R0.x(LT), -R0.z;
ADD   R2.w, c[28].y, R0.x;
SLTC  CC.x, c[28].z, R2.w;
MOV   R0, c[28].z;
MOV   R3.x, c[28].z;
MOV   R3.y, c[28].z;
BRA   BB6 (EQ.x);
BB1:
SEQ   R1.xyz, R3.y, c[28].zyww;
MOVC  CC.x, R1;
MOV   R1.w, v[10].x;
MOV   R1.w(EQ.x), R3.z;
SNE   R1.x, R3.y, c[28].z;
MOVC  CC.x, R1;
MOV   R3.z, R1.w;
BRA   BB3 (LE.x);
BB2:
MOV   R1.w, c[28].z;
MOVC  CC.x, R1.y;
MOV   R1.w(EQ.x), R1.x;
MOV   R1.x, v[10].y;
MOV   R1.x(EQ), R3.z;
MULC  CC.x, R1.w, R1.z;
MOV   R1.y, R1.w;
MOV   R1.x(NE), v[10].z;
MOV   R1.y(NE.x), c[28].z;
MULC  CC.x, R1.w, R1.y;
MOV   R1.x(NE), v[10].w;
MOV   R3.z, R1.x;
BB3:
SEQ   R2.xyz, R3.y, c[28].zyww;
MOVC  CC.x, R2;
MOV   R1.x, v[9];
MOV   R1.x(EQ), R3.w;
MOV   R3.w, R1.x;
MUL   R1.x, |R3.z|, c[29];
FRC   R1.x, R1;
MUL   R1.x, R1, c[29].y;
FLR   R1.x, R1;
MUL   R1.x, R1, c[28];
ARL   A0.x, R1;
SNE   R2.x, R3.y, c[28].z;
MOVC  CC.x, R2;
DP4   R1.w, c[A0.x + 7], v[0];
DP4   R1.z, v[0], c[A0.x + 6];
DP4   R1.y, v[0], c[A0.x + 5];
DP4   R1.x, v[0], c[A0.x + 4];
BRA   BB5 (LE.x);
BB4:
MOV   R4.x, c[28].z;
MOVC  CC.x, R2.y;
MOV   R4.x(EQ), R2;
MOV   R2.x, v[9].y;
MOV   R2.x(EQ), R3.w;
MULC  CC.x, R4, R2.z;
MOV   R2.y, R4.x;
MOV   R2.x(NE), v[9].z;
MOV   R2.y(NE.x), c[28].z;
MULC  CC.x, R4, R2.y;
MOV   R2.x(NE), v[9].w;
MOV   R3.w, R2.x;
BB5:
ADD   R3.y, c[28], R3;
SLTC  CC.x, R3.y, R2.w;
MAD   R0, R3.w, R1, R0;
ADD   R3.x, c[28].y, R3;
BRA   BB1 (NE.x);
BB6:
DP4   o[HPOS].w, R0, c[3];
DP4   o[HPOS].z, R0, c[2];
DP4   o[HPOS].y, R0, c[1];
DP4   o[HPOS].x, R0, c[0];
MOV   o[TEX0].z, R0.w;
MOV   o[TEX0].x, R3;
MOV   o[TEX0].y, R2.w;
MOV   o[TEX0].w, c[28].y;
END
# 75 instructions, 5 R-regs
