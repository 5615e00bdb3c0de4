!!VP2.0
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -profile vp30
# source file: tests/shaders/vertex/stdlib_vertex_rare.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile vp30
#program main
#semantic main.mvp
#semantic main.deform
#semantic main.wobble
#var float4 pos : $vin.POSITION : ATTR0 : 0 : 1
#var float3 N : $vin.NORMAL : ATTR2 : 1 : 1
#var float4 hpos : $vout.POSITION : HPOS : 2 : 1
#var float4 c0 : $vout.COLOR0 : COL0 : 3 : 1
#var float4 t0 : $vout.TEXCOORD0 : TEX0 : 4 : 1
#var float4x4 mvp :  : c[0], 4 : 5 : 1
#var float3x3 deform :  : c[4], 3 : 6 : 1
#var float wobble :  : c[7] : 7 : 1
#const c[8] = 4 0 1 -0.01348047
#const c[9] = 0.05747731 0.1212391 0.1956359 0.33299461
#const c[10] = 0.99999559 1.570796 2 0.5
BB0:
MUL   R0.x, v[0].y, c[8];
FLR   R0.y, -R0.x;
MOV   R2.xyz, c[5].zyxw;
MUL   R3.xyz, R2.yzzw, c[4].zzyw;
MAD   R2.xyz, R2.xyxw, c[4].xxyw, -R3.yzxw;
MOV   R0.w, -R0.y;
SLTC  CC.x, R0, c[8].y;
FLR   R0.w(EQ.x), R0.x;
ADD   R2.w, -R0, R0.x;
MAX   R0.y, |R2.w|, c[8].z;
RCP   R0.z, R0.y;
MIN   R0.y, |R2.w|, c[8].z;
MUL   R0.y, R0, R0.z;
MUL   R0.z, R0.y, R0.y;
MUL   R1.x, R0.z, c[8].w;
ADD   R1.x, c[9], R1;
MAD   R1.x, R1, R0.z, -c[9].y;
MAD   R1.x, R1, R0.z, c[9].z;
MAD   R1.x, R1, R0.z, -c[9].w;
MAD   R0.z, R1.x, R0, c[10].x;
MUL   R0.y, R0.z, R0;
SGTC  CC.x, |R2.w|, c[8].z;
ADD   R0.y(NE.x), c[10], -R0;
MOV   R3.w, -R0.y;
SLTC  CC.x, R0, R0.w;
MOV   R3.w(EQ.x), R0.y;
MOV   R0.xyz, c[6].zyxw;
MUL   R1, R0.yxzz, c[5].zxyz;
MAD   R1, R0.xzyx, c[5].yzxx, -R1;
DP3   R1.y, R1, c[4];
MOV   R4.x, -R1.w;
MOV   R4.z, -R2.x;
MOV   R1.w, c[4].z;
MUL   R1.w, R1, c[6].x;
MAD   R4.y, R0.x, c[4].x, -R1.w;
RCP   R1.y, R1.y;
MUL   R3.xyz, R1.y, R4;
MUL   R4.zw, R0.xyyz, c[4].xyzy;
MOV   R4.x, R1.z;
MAD   R1.zw, R0.xyxy, c[4].xyyx, -R4;
MOV   R4.z, R2.y;
MOV   R4.y, -R1.w;
MUL   R0.xyz, R1.y, R4;
MOV   R2.x, R1;
MOV   R2.y, -R1.z;
MUL   R1.xyz, R2, R1.y;
MUL   R3.xyz, v[2].y, R3;
MAD   R3.xyz, v[2].x, R1, R3;
MUL   R4.xyz, v[2].z, R0;
ADD   R0.xyz, R4, R3;
MUL   R1.xyz, R0, c[7].x;
MUL   R5.xyz, R1, R3.w;
DP3   R2.z, v[0], c[6];
DP3   R2.y, v[0], c[5];
DP3   R2.x, v[0], c[4];
ADD   R1.xyz, R2, R5;
MUL   R6.xyz, R1, c[10].z;
SNE   R6.xyz, R1, R6;
SEQ   R5.xyz, R2, -R5;
ADD   R6.xyz, R5, R6;
SEQ   R5.xyz, R1, R1;
MUL   R5.xyz, R5, R6;
MUL   R1.w, R5.x, R5.y;
MUL   R3.w, R1, R5.z;
MOV   R1.w, c[8].z;
DP4   o[HPOS].w, R1, c[3];
DP4   o[HPOS].z, R1, c[2];
DP4   o[HPOS].y, R1, c[1];
DP4   o[HPOS].x, R1, c[0];
DP3   R1.x, R2, R2;
RSQ   R1.w, R1.x;
RCP   R1.w, R1.w;
ADD   R4.w, c[8].z, R1;
SNE   R2.xyz, R3, -R4;
MUL   R1.xyz, R0, c[10].z;
SEQ   R1.xyz, R0, R1;
MUL   R1.xyz, R1, R2;
ADD   R1.x, R1, R1.y;
SEQ   R1.x, R1, -R1.z;
LG2   R3.x, |R4.w|;
FLR   R2.x, R3;
MULC  CC.x, R3.w, R1;
ADD   R1.y, c[8].z, R2.x;
SNE   R1.w, R1, -c[8].z;
MUL   R1.y, R1.w, R1;
EX2   R1.z, -R1.y;
EX2   R1.y, R1.y;
MUL   R2.x, R4.w, R1.z;
MUL   R2.y, R2.x, R1;
BRA   BB2 (LE.x);
BB1:
DP3   R1.x, R0, R0;
RSQ   R1.x, R1.x;
MUL   R0.xyz, R1.x, R0;
MAD   R1.xyz, R0, c[10].w, c[10].w;
MOV   R1.w, c[8].z;
BRA   BB3;
BB2:
MOV   R1, c[8].zyyz;
BB3:
MOV   o[COL0], R1;
MOV   o[TEX0].x, R0.w;
MOV   o[TEX0].y, R2.w;
MOV   o[TEX0].z, R2.y;
MOV   o[TEX0].w, R2.x;
END
# 102 instructions, 7 R-regs
