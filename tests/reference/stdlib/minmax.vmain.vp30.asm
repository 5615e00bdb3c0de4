!!VP2.0
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -profile vp30
# source file: tests/shaders/stdlib/minmax.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile vp30
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
#const c[4] = 4 1.5
BB0:
MUL   R0.x, v[8], c[4];
MUL   R0.y, R0.x, c[2];
ADD   R2.xy, -c[0].x, v[8].zwzw;
FRC   R0.y, |R0|;
MUL   R0.y, R0, c[4];
MOV   R3.z, -R0.y;
SLTC  CC.x, R0, c[3].y;
MOV   R3.z(EQ.x), R0.y;
MOV   R0, v[8];
SGE   R1, v[9], R0;
ADD   R0, v[9], -R0;
MUL   R3.xy, R2, c[2].x;
MAD   R2, R0, c[3].x, v[8];
MIN   R0.zw, R3.xyxy, c[2].z;
ADD   R1, R1, R2;
MAX   R0.zw, R0, c[3].y;
MAD   R2.xy, -R0.zwzw, c[3].w, c[3].z;
MUL   R0.zw, R0, R0;
MAD   R0.xy, v[8].zwzw, R0, v[8];
MUL   R0.zw, R0, R2.xyxy;
ADD   R0, R0, R1;
ADD   R1, c[2].z, v[9];
ADD   o[TEX2].x, R3.z, R0;
MOV   o[TEX2].yzw, R0;
MIN   R0, v[8], R1;
MAX   R0, v[9], R0;
MIN   R1, v[8], c[2].w;
ADD   R1, R0, R1;
MAX   R0, v[9], c[0].x;
ADD   o[TEX1], R0, R1;
MOV   R0.xyz, v[9];
MIN   o[TEX0].x, v[8], R0;
MIN   R0.x, v[8].w, c[1];
MOV   o[HPOS], v[0];
MAX   o[TEX0].yz, v[8], R0;
MAX   o[TEX0].w, R0.x, c[0].x;
END
# 36 instructions, 4 R-regs
