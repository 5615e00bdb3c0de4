!!VP1.1
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -profile vp20
# source file: tests/shaders/stdlib/rounding.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile vp20
#program vmain
#var float4 p : $vin.POSITION : ATTR0 : 0 : 1
#var float4 a : $vin.TEXCOORD0 : TEXCOORD0 : 1 : 1
#var float4 hpos : $vout.POSITION : HPOS : 2 : 1
#var float4 t0 : $vout.TEXCOORD0 : TEX0 : 3 : 1
#var float4 t1 : $vout.TEXCOORD1 : TEX1 : 4 : 1
#var float4 t2 : $vout.TEXCOORD2 : TEX2 : 5 : 1
#var float4 t3 : $vout.TEXCOORD3 : TEX3 : 6 : 1
#const c[0] = 3.7 0.5 0 1
MUL   R2, v[8], c[0].x;
EXP   R0.y, R2.x;
EXP   R5.y, R2.y;
SLT   R3, R2, c[0].z;
MAX   R0.zw, -R3.xyxy, R3.xyxy;
SLT   R0.zw, c[0].z, R0;
EXP   R1.y, -R2.y;
ADD   R0.x, -R2.y, -R1.y;
ADD   R4.xy, -R0.zwzw, c[0].w;
ADD   R1.z, R2.x, -R0.y;
MOV   R5.x, R0.y;
ADD   R1.w, R2.y, -R5.y;
MUL   R1.zw, R4.xyxy, R1;
EXP   R1.y, -R2.x;
MOV   R4.y, R0.x;
ADD   R4.x, -R2, -R1.y;
MAD   o[TEX2].xy, R0.zwzw, -R4, R1.zwzw;
SLT   R1, c[0].z, R2;
MAX   R4, R2, -R2;
ADD   R3, -R3, R1;
ADD   R0.z, R2.w, c[0].y;
EXP   R1.y, R0.z;
ADD   R5.w, R0.z, -R1.y;
EXP   R1.y, R2.z;
MOV   R5.z, R1.y;
EXP   R0.y, -R2.z;
MOV   o[TEX0].y, -R0.x;
ADD   R0.x, -R2.z, -R0.y;
EXP   R0.y, R2.w;
MOV   o[TEX0].z, -R0.x;
ADD   o[TEX0].w, R2, -R0.y;
MIN   R0.xy, R2.zwzw, c[0].w;
MAD   o[TEX3], R4, c[0].y, R3;
MOV   o[TEX1], R5;
MOV   o[HPOS], v[0];
MOV   o[TEX0].x, R4;
MAX   o[TEX2].zw, R0.xyxy, c[0].z;
END
# 37 instructions, 0 R-regs
