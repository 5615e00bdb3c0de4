!!VP2.0
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -profile vp30
# source file: tests/shaders/vertex/stdlib_vertex_math.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile vp30
#program main
#semantic main.mvp
#semantic main.m3
#semantic main.t
#var float4 pos : $vin.POSITION : ATTR0 : 0 : 1
#var float3 N : $vin.NORMAL : ATTR2 : 1 : 1
#var float4 hpos : $vout.POSITION : HPOS : 2 : 1
#var float4 c0 : $vout.COLOR0 : COL0 : 3 : 1
#var float4 t0 : $vout.TEXCOORD0 : TEX0 : 4 : 1
#var float4 t1 : $vout.TEXCOORD1 : TEX1 : 5 : 1
#var float4x4 mvp :  : c[0], 4 : 6 : 1
#var float3x3 m3 :  : c[4], 3 : 7 : 1
#var float t :  : c[7] : 8 : 1
#const c[8] = 1.4426951 0.5 1.1276259 1
#const c[9] = 2.8853903 0 0.02 4
#const c[10] = 0.1 -0.01348047 0.05747731 0.1212391
#const c[11] = 0.1956359 0.33299461 0.99999559 1.570796
#const c[12] = 3.141593 3 0.050000001 0.69314718
#const c[13] = 0.30103001 2 0.66666669 1.5
#const c[14] = -0.018729299 0.074261002 0.21211439 1.570729
#const c[15] = 0.15915495 0 0.78539807
BB0:
MAX   R0.x, |v[0]|, |v[0].z|;
RCP   R0.y, R0.x;
MIN   R0.x, |v[0]|, |v[0].z|;
MUL   R0.x, R0, R0.y;
MUL   R0.y, R0.x, R0.x;
MAD   R0.z, R0.y, c[10].y, c[10];
MAD   R0.z, R0, R0.y, -c[10].w;
MAD   R0.z, R0, R0.y, c[11].x;
MAD   R0.z, R0, R0.y, -c[11].y;
MAD   R0.y, R0.z, R0, c[11].z;
MUL   R1.xyz, v[2].y, c[5];
MUL   R0.y, R0, R0.x;
SGTC  CC.x, |v[0].z|, |v[0]|;
ADD   R0.y(NE.x), c[11].w, -R0;
SLTC  CC.xy, v[0].xzzw, c[9].y;
ADD   R0.y(NE.x), c[12].x, -R0;
MOV   R0.x, -R0.y;
MAD   R1.xyz, v[2].x, c[4], R1;
MOV   R0.x(EQ.y), R0.y;
MUL   R0.zw, v[0].xyxz, v[0].xyxz;
ADD   R0.y, R0.z, R0.w;
RSQ   R0.y, R0.y;
RCP   R3.w, R0.y;
MUL   R0.z, R3.w, c[8].x;
EX2   R0.y, -R0.z;
EX2   R0.z, R0.z;
ADD   R0.z, R0, -R0.y;
MAD   R0.z, R0, c[8].y, -c[8];
MUL   R0.z, R0, c[9].x;
EX2   R0.z, R0.z;
ADD   R0.w, c[8], R0.z;
RCP   R0.w, R0.w;
ADD   R0.z, -c[8].w, R0;
MUL   R0.z, R0, R0.w;
MUL   R0.z, R0, c[9];
ADD   R0.z, c[8].w, R0;
MUL   R3.xy, v[0].xzzw, R0.z;
MUL   R0.z, R3.y, c[13].y;
FLR   R0.w, -R0.z;
MOV   R3.z, -R0.w;
SLTC  CC.x, R0.z, c[9].y;
FLR   R3.z(EQ.x), R0;
MOV   R0.z, c[7].x;
MUL   R0.z, R0, c[13];
FRC   R0.z, |R0|;
MUL   R0.w, R0.z, c[13];
MOV   R0.z, c[9].y;
SLTC  CC.x, c[7], R0.z;
MOV   R2.w, -R0;
MOV   R2.w(EQ.x), R0;
MUL   R0.z, R0.x, c[12].y;
COS   R0.z, R0.z;
MUL   R0.w, R0.z, c[12].z;
MUL   R0.z, R3.w, c[9].w;
ADD   R0.z, -c[7].x, R0;
SIN   R0.z, R0.z;
MUL   R0.y, R0.z, R0;
MAD   R0.y, R0, c[10].x, R0.w;
ADD   R4.x, v[0].y, R0.y;
MUL   R0.w, R0.x, c[15].x;
MOV   R0.xyz, c[6];
MUL   R2.xyz, R0.yzxw, c[5].zxyw;
MAD   R0.xyz, R0.zxyw, c[5].yzxw, -R2;
DP3   R1.w, R0, c[4];
MAD   R0.xyz, v[2].z, c[6], R1;
MIN   R1.y, |R1.w|, c[8].w;
DP3   R1.x, R0, R0;
MAX   R1.w, R1.y, c[9].y;
RSQ   R1.y, R1.x;
MIN   R1.x, R3.w, c[8].w;
MUL   R0.xyz, R1.y, R0;
MAX   R2.x, R1, c[9].y;
MAD   R1.xyz, R0, c[8].y, c[8].y;
MAD   R0.y, |R2.x|, c[14].x, c[14];
ADD   R0.x, c[8].w, -|R2|;
MAD   R0.y, |R2.x|, R0, -c[14].z;
RSQ   R0.x, R0.x;
MAD   R0.y, |R2.x|, R0, c[14].w;
RCP   R0.x, R0.x;
MUL   R0.z, R0.x, R0.y;
MAD   R0.x, -R0, R0.y, c[11].w;
SLT   R0.y, R2.x, c[9];
MUL   R2.x, R0.y, R0;
MUL   R2.y, R0, R0.z;
MAD   R0.z, -R2.y, c[13].y, R0;
MAD   R0.y, R0, c[12].x, R0.z;
MAD   R0.x, -R2, c[13].y, R0;
MUL   R0.x, R0, c[10];
MOV   R0.z, c[15];
MUL   R0.y, R0, c[10].x;
ADD   o[COL0], R1, R0.xywz;
FLR   R1.x, -R4;
MOV   R0.xz, R3.xyyw;
MOV   R0.y, R4.x;
MOV   R0.w, c[8];
DP4   o[HPOS].w, R0, c[3];
DP4   o[HPOS].z, R0, c[2];
DP4   o[HPOS].y, R0, c[1];
DP4   o[HPOS].x, R0, c[0];
ADD   R0.x, c[8].w, R3.w;
LG2   R0.x, R0.x;
MUL   R0.y, R3.x, c[9].w;
MOV   o[TEX1].y, -R1.x;
ADD   R1.x, c[8].y, R0.y;
MUL   R0.y, R0.x, c[12].w;
EX2   R0.w, -R3.w;
MUL   R0.z, R0.x, c[13].x;
MOV   o[TEX1].z, R3;
MOV   o[TEX1].w, R2;
MOV   o[TEX0], R0;
FLR   o[TEX1].x, R1;
END
# 111 instructions, 5 R-regs
