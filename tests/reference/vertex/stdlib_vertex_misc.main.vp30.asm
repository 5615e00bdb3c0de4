!!VP2.0
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -profile vp30
# source file: tests/shaders/vertex/stdlib_vertex_misc.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile vp30
#program main
#semantic main.mvp
#semantic main.eye
#semantic main.bounds
#semantic main.eta
#var float4 pos : $vin.POSITION : ATTR0 : 0 : 1
#var float3 N : $vin.NORMAL : ATTR2 : 1 : 1
#var float4 col : $vin.COLOR0 : ATTR3 : 2 : 1
#var float4 hpos : $vout.POSITION : HPOS : 3 : 1
#var float4 oCol : $vout.COLOR0 : COL0 : 4 : 1
#var float3 oT : $vout.TEXCOORD0 : TEX0 : 5 : 1
#var float4x4 mvp :  : c[0], 4 : 6 : 1
#var float3 eye :  : c[4] : 7 : 1
#var float3 bounds :  : c[5] : 8 : 1
#var float eta :  : c[6] : 9 : 1
#const c[7] = 0.050000001 0.94999999 1 0
#const c[8] = 3 2 0.5
BB0:
ADD   R0.xyz, -c[4], v[0];
DP3   R0.w, R0, R0;
RSQ   R1.w, R0.w;
MUL   R1.xyz, R1.w, R0;
DP3   R0.w, R1, v[2];
RCP   R1.w, R1.w;
ADD   R2.x, c[7].z, R1.w;
RSQ   R2.x, R2.x;
MUL   R2.xyz, R2.x, v[3];
MIN   R2.xyz, R2, c[7].y;
MAX   R2.xyz, R2, c[7].x;
MUL   R3.xyz, R2, c[8].x;
ADD   R2.w, -c[5].x, c[5].y;
FRC   R3.xyz, R3;
MOV   R0.xyz, v[2];
SLTC  CC.x, R0.w, c[7].w;
MOV   R0.xyz(EQ.x), -v[2];
SSG   R0.w, R0.y;
MIN   R0.w, |R0|, c[7].z;
MAX   R0.w, R0, c[7];
LG2   R0.w, R0.w;
MUL   R0.w, R0, c[5].z;
ADD   R3.xyz, R3, -R2;
EX2   R0.w, R0.w;
RCP   R2.w, R2.w;
ADD   R1.w, -c[5].x, R1;
MUL   R1.w, R1, R2;
MIN   R1.w, R1, c[7].z;
MAX   R1.w, R1, c[7];
MUL   R2.w, R1, R1;
MAD   R1.w, -R1, c[8].y, c[8].x;
MUL   R1.w, R2, R1;
SGE   R3.w, v[3], c[8].z;
MUL   R1.w, R1, R3;
MAD   R2.xyz, R1.w, R3, R2;
MUL   R2.xyz, R2, R0.w;
SGE   R3.xyz, R2, c[7].w;
MUL   R0.w, R3.x, R3.y;
MUL   R0.w, R0, R3.z;
SNE   R3.xyz, R2, R2;
ADD   R1.w, R3.x, R3.y;
MOV   R2.w, v[3];
ADD   R1.w, R3.z, R1;
SEQ   R0.w, R0, c[7];
SEQC  CC.x, R1.w, -R0.w;
MOV   o[COL0], R2;
DP3   R1.w, -R1, R0;
MAD   R2.x, -R1.w, R1.w, c[7].z;
MUL   R0.w, c[6].x, c[6].x;
MUL   R0.w, R0, R2.x;
ADD   R2.x, c[7].z, -R0.w;
RSQ   R2.x, |R2.x|;
RCP   R2.x, R2.x;
MAD   R1.w, R1, c[6].x, -R2.x;
MUL   R0.xyz, R1.w, R0;
MAD   R0.xyz, R1, c[6].x, R0;
SGT   R0.w, -R0, -c[7].z;
MOV   o[COL0](EQ.x), c[7].zwzz;
MUL   o[TEX0].xyz, R0, R0.w;
DP4   o[HPOS].w, v[0], c[3];
DP4   o[HPOS].z, v[0], c[2];
DP4   o[HPOS].y, v[0], c[1];
DP4   o[HPOS].x, v[0], c[0];
END
# 63 instructions, 4 R-regs
