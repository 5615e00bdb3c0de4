!!VP1.1
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -profile vp20
# source file: tests/shaders/stdlib/minmax.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile vp20
#program vmain
#semantic vmain.lo
#semantic vmain.hi
#var float4 p : $vin.POSITION : ATTR0 : 0 : 1
#var float4 a : $vin.TEXCOORD0 : TEXCOORD0 : 1 : 1
#var float4 b : $vin.TEXCOORD1 : TEXCOORD1 : 2 : 1
#var float lo :  : c[0] : 3 : 1
#var float hi :  : c[1] : 4 : 1
#var float4 hpos : $vout.POSITION : HPOS : 5 : 1
#var float4 t0 : $vout.TEXCOORD0 : TEX0 : 6 : 1
#var float4 t1 : $vout.TEXCOORD1 : TEX1 : 7 : 1
#var float4 t2 : $vout.TEXCOORD2 : TEX2 : 8 : 1
#const c[2] = 0.5 0.66666669 1 0.25
#const c[3] = 0.30000001 0 3 2
#const c[4] = 0 1 4 1.5
MOV   R0, v[8];
ADD   R1, v[9], -R0;
MAD   R2, R1, c[3].x, v[8];
SGE   R0, v[9], R0;
ADD   R0, R0, R2;
MUL   R2.x, v[8], c[4].z;
SLT   R2.y, R2.x, c[3];
SGE   R2.z, c[3].y, R2.y;
ADD   R1.zw, v[8], -c[0].x;
MUL   R1.zw, R1, c[2].x;
MIN   R1.zw, R1, c[2].z;
SGE   R2.y, R2, c[3];
MUL   R2.y, R2, R2.z;
MUL   R2.z, R2.x, c[2].y;
MAX   R2.x, -R2.y, R2.y;
MAX   R2.y, R2.z, -R2.z;
SLT   R2.z, c[4].x, R2.x;
EXP   R2.y, R2.y;
MUL   R2.w, R2.y, c[4];
ADD   R2.x, -R2.z, c[4].y;
MUL   R3.x, -R2.w, R2;
MAX   R1.zw, R1, c[3].y;
MAD   R2.xy, -R1.zwzw, c[3].w, c[3].z;
MUL   R1.zw, R1, R1;
MUL   R1.zw, R1, R2.xyxy;
MAD   R1.xy, v[8].zwzw, R1, v[8];
ADD   R0, R0, R1;
MAD   R2.x, R2.z, R2.w, R3;
ADD   o[TEX2].x, R0, R2;
MOV   o[TEX2].yzw, R0;
ADD   R0, v[9], c[2].z;
MIN   R0, v[8], R0;
MAX   R2, v[9], c[0].x;
MIN   R1, v[8], c[2].w;
MAX   R0, v[9], R0;
ADD   R0, R0, R1;
ADD   o[TEX1], R0, R2;
MOV   R0.xyz, v[9];
MIN   o[TEX0].x, v[8], R0;
MIN   R0.x, v[8].w, c[1];
MOV   o[HPOS], v[0];
MAX   o[TEX0].yz, v[8], R0;
MAX   o[TEX0].w, R0.x, c[0].x;
END
# 43 instructions, 0 R-regs
