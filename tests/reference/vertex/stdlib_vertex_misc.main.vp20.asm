!!VP1.1
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -profile vp20
# source file: tests/shaders/vertex/stdlib_vertex_misc.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile vp20
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
#const c[7] = 0 1 2 3
#const c[8] = 0.5 0.94999999 0.050000001
ADD   R1.xyz, v[0], -c[4];
DP3   R0.x, R1, R1;
RSQ   R0.x, R0.x;
MUL   R2.xyz, R0.x, R1;
DP3   R0.y, R2, v[2];
SLT   R0.y, R0, c[7].x;
SGE   R0.z, c[7].x, R0.y;
SGE   R0.y, R0, c[7].x;
MUL   R0.y, R0, R0.z;
MAX   R0.y, -R0, R0;
SLT   R0.y, c[7].x, R0;
ADD   R0.z, -R0.y, c[7].y;
MUL   R1.xyz, v[2], R0.z;
MAD   R3.xyz, R0.y, -v[2], R1;
RCP   R0.w, R0.x;
ADD   R1.x, R0.w, c[7].y;
RSQ   R1.x, R1.x;
MUL   R1.xyz, R1.x, v[3];
MIN   R1.xyz, R1, c[8].y;
MAX   R1.xzw, R1.xyyz, c[8].z;
MUL   R4.xyz, R1.xzww, c[7].w;
EXP   R1.y, R4.z;
SLT   R0.z, R3.y, c[7].x;
SLT   R0.y, c[7].x, R3;
ADD   R0.y, R0, -R0.z;
MAX   R0.y, R0, -R0;
MIN   R0.y, R0, c[7];
MAX   R0.xy, R0.y, c[7].x;
MOV   R0.z, c[5];
LIT   R0.z, R0.xyzz;
ADD   R0.x, c[5].y, -c[5];
RCP   R0.y, R0.x;
ADD   R0.x, R0.w, -c[5];
MUL   R0.x, R0, R0.y;
EXP   R0.y, R4.x;
MIN   R0.x, R0, c[7].y;
MAX   R0.x, R0, c[7];
MOV   R4.x, R0.y;
MAD   R0.w, -R0.x, c[7].z, c[7];
MUL   R0.y, R0.x, R0.x;
MUL   R0.y, R0, R0.w;
SGE   R0.x, v[3].w, c[8];
MOV   R4.z, R1.y;
EXP   R4.y, R4.y;
ADD   R4.xyz, R4, -R1.xzww;
MUL   R0.x, R0.y, R0;
MAD   R1.xyz, R0.x, R4, R1.xzww;
MUL   R0.xyz, R1, R0.z;
SGE   R1.xyz, R0, c[7].x;
MUL   R0.w, R1.x, R1.y;
MUL   R0.w, R0, R1.z;
SLT   R1.xyz, R0, R0;
ADD   R1.xyz, R1, R1;
SGE   R1.w, R0, c[7].x;
SGE   R2.w, c[7].x, R0;
ADD   R0.w, R1.x, R1.y;
ADD   R0.w, R0, R1.z;
MUL   R1.x, R1.w, R2.w;
ADD   R1.y, R0.w, R1.x;
SGE   R1.x, R0.w, -R1;
SGE   R1.y, c[7].x, R1;
MUL   R1.w, R1.x, R1.y;
DP3   R0.w, -R2, R3;
MAD   R1.y, -R0.w, R0.w, c[7];
MUL   R1.x, c[6], c[6];
MAD   R1.z, -R1.x, R1.y, c[7].y;
MAX   R1.y, -R1.w, R1.w;
SLT   R1.w, c[7].x, R1.y;
MAX   R1.x, R1.z, -R1.z;
RSQ   R1.x, R1.x;
RCP   R2.w, R1.x;
MAD   R2.w, R0, c[6].x, -R2;
ADD   R1.y, -R1.w, c[7];
MOV   R0.w, v[3];
MUL   R1.xy, R1.y, c[7].yxzw;
MAD   o[COL0], R1.w, R0, R1.xyxx;
MUL   R0.xyz, R2.w, R3;
SLT   R0.w, c[7].x, R1.z;
MAD   R0.xyz, R2, c[6].x, R0;
MUL   o[TEX0].xyz, R0, R0.w;
DP4   o[HPOS].w, v[0], c[3];
DP4   o[HPOS].z, v[0], c[2];
DP4   o[HPOS].y, v[0], c[1];
DP4   o[HPOS].x, v[0], c[0];
END
# 84 instructions, 0 R-regs
