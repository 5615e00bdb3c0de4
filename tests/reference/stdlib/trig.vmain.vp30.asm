!!VP2.0
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -profile vp30
# source file: tests/shaders/stdlib/trig.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile vp30
#program vmain
#var float4 p : $vin.POSITION : ATTR0 : 0 : 1
#var float4 a : $vin.TEXCOORD0 : TEXCOORD0 : 1 : 1
#var float4 hpos : $vout.POSITION : HPOS : 2 : 1
#var float4 t0 : $vout.TEXCOORD0 : TEX0 : 3 : 1
#var float4 t1 : $vout.TEXCOORD1 : TEX1 : 4 : 1
#var float4 t2 : $vout.TEXCOORD2 : TEX2 : 5 : 1
#const c[0] = 1.5707961 57.29578 0.5 1
#const c[1] = -1 0 -0.018729299 0.074261002
#const c[2] = 0.21211439 1.570729 1.570796 2
#const c[3] = 3.141593 -0.01348047 0.05747731 0.1212391
#const c[4] = 0.1956359 0.33299461 0.99999559 1.4426951
BB0:
MAX   R0.x, |v[8]|, |v[8].w|;
RCP   R0.y, R0.x;
MIN   R0.x, |v[8]|, |v[8].w|;
MUL   R0.x, R0, R0.y;
MUL   R0.y, R0.x, R0.x;
MAD   R0.z, R0.y, c[3].y, c[3];
MAD   R0.z, R0, R0.y, -c[3].w;
MAD   R0.z, R0, R0.y, c[4].x;
MAD   R0.z, R0, R0.y, -c[4].y;
MAD   R0.y, R0.z, R0, c[4].z;
MUL   R0.y, R0, R0.x;
SGTC  CC.x, |v[8].w|, |v[8]|;
ADD   R0.y(NE.x), c[2].z, -R0;
SLTC  CC.xyz, v[8].zxww, c[1].y;
ADD   R0.y(NE), c[3].x, -R0;
MOV   R0.x, -R0.y;
MOV   R0.x(EQ.z), R0.y;
MAX   R0.y, |v[8].z|, c[0].w;
RCP   R0.z, R0.y;
MIN   R0.y, |v[8].z|, c[0].w;
MUL   R0.y, R0, R0.z;
MUL   R0.z, R0.y, R0.y;
MAD   R0.w, R0.z, c[3].y, c[3].z;
MAD   R0.w, R0, R0.z, -c[3];
MAD   R0.w, R0, R0.z, c[4].x;
MAD   R0.w, R0, R0.z, -c[4].y;
MAD   R0.z, R0.w, R0, c[4];
MUL   R0.z, R0, R0.y;
SGTC  CC.y, |v[8].z|, c[0].w;
ADD   R0.z(NE.y), c[2], -R0;
MOV   R0.y, -R0.z;
MOV   R0.y(EQ.x), R0.z;
MOV   o[TEX0].w, R0.x;
MOV   o[TEX0].z, R0.y;
MUL   R0, v[8], c[0].z;
MIN   R0, R0, c[0].w;
MAX   R0, R0, c[1].x;
MAD   R1.xy, |R0|, c[1].z, c[1].w;
MAD   R1.zw, |R0.xyxy|, R1.xyxy, -c[2].x;
ADD   R1.xy, c[0].w, -|R0|;
RSQ   R1.y, R1.y;
RSQ   R1.x, R1.x;
MAD   R1.zw, |R0.xyxy|, R1, c[2].y;
RCP   R1.y, R1.y;
RCP   R1.x, R1.x;
MAD   R1.z, -R1.x, R1, c[2];
MUL   R1.w, R1, R1.y;
SLT   R1.xy, R0, c[1].y;
MUL   R1.x, R1, R1.z;
MUL   R2.x, R1.y, R1.w;
MAD   R1.w, -R2.x, c[2], R1;
MAD   o[TEX0].x, -R1, c[2].w, R1.z;
MAD   o[TEX0].y, R1, c[3].x, R1.w;
MUL   R1.zw, R0.xyxy, c[4].w;
MUL   R1.xy, R0.zwzw, c[2].w;
MUL   R0.xy, R1, c[4].w;
EX2   R1.y, R0.y;
EX2   R1.x, R1.z;
EX2   R0.w, -R1.z;
ADD   R0.w, R1.x, -R0;
EX2   R1.x, R0.x;
ADD   R0.xy, c[0].w, R1;
RCP   R0.y, R0.y;
RCP   R0.x, R0.x;
ADD   R1.xy, -c[0].w, R1;
MUL   o[TEX1].zw, R1.xyxy, R0.xyxy;
EX2   R0.y, R1.w;
EX2   R0.x, -R1.w;
ADD   R0.x, R0.y, R0;
COS   R0.y, R0.z;
MUL   o[TEX1].y, R0.x, c[0].z;
RCP   R0.x, R0.y;
SIN   R0.y, R0.z;
MUL   o[TEX1].x, R0.w, c[0].z;
MUL   o[TEX2].z, R0.y, R0.x;
MOV   o[HPOS], v[0];
MUL   o[TEX2].xy, v[8], c[0];
MOV   o[TEX2].w, c[1].y;
END
# 78 instructions, 3 R-regs
