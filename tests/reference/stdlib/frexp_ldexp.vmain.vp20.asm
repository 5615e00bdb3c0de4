!!VP1.1
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -profile vp20
# source file: tests/shaders/stdlib/frexp_ldexp.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile vp20
#program vmain
#var float4 p : $vin.POSITION : ATTR0 : 0 : 1
#var float4 a : $vin.TEXCOORD0 : TEXCOORD0 : 1 : 1
#var float4 hpos : $vout.POSITION : HPOS : 2 : 1
#var float4 t0 : $vout.TEXCOORD0 : TEX0 : 3 : 1
#var float4 t1 : $vout.TEXCOORD1 : TEX1 : 4 : 1
#const c[0] = 10 0 1 7
#const c[1] = 5 8
MUL   R2.xyz, v[8].zzww, c[1].xyxw;
EXP   R0.y, R2.z;
ADD   R1.y, R2.z, -R0;
EXP   R0.y, R2.x;
SLT   R0.zw, R2.xyxz, c[0].y;
MAX   R0.zw, -R0, R0;
SLT   R0.zw, c[0].y, R0;
ADD   R1.x, R2, -R0.y;
ADD   R0.xy, -R0.zwzw, c[0].z;
MUL   R1.zw, R0.xyxy, R1.xyxy;
EXP   R0.y, -R2.x;
EXP   R1.y, -R2.z;
ADD   R1.x, -R2, -R0.y;
ADD   R1.y, -R2.z, -R1;
MAD   R0.xy, R0.zwzw, -R1, R1.zwzw;
ADD   R0.zw, R2.xyxz, -R0.xyxy;
MUL   R1.xy, v[8], c[0].xwzw;
MAX   R0.x, R1, -R1;
ADD   o[TEX1].z, R0, R0.y;
LOG   R0.z, R0.x;
SLT   R0.x, R1.y, c[0].y;
SGE   R1.z, c[0].y, R0.x;
SGE   R0.x, R0, c[0].y;
MUL   R1.z, R0.x, R1;
EXP   R0.y, R0.z;
ADD   R0.x, R0.z, -R0.y;
ADD   R0.z, R0.x, c[0];
SLT   R0.y, c[0], R1.x;
SLT   R0.x, R1, c[0].y;
ADD   R0.x, R0, R0.y;
EXP   R0.y, -R1.y;
ADD   R1.w, -R1.y, -R0.y;
EXP   R0.y, R1.y;
MUL   R0.x, R0, R0.z;
MAX   R1.z, -R1, R1;
SLT   R0.z, c[0].y, R1;
ADD   R1.z, -R0, c[0];
MUL   R1.z, R1, -R1.w;
ADD   R0.y, R1, -R0;
MAD   R1.w, R0.z, R0.y, R1.z;
EXP   R0.z, R0.x;
ADD   R1.z, R1.y, -R1.w;
RCP   R0.y, R0.z;
MUL   R1.x, R1, R0.y;
MOV   R1.y, R0.x;
MOV   o[TEX0], R1;
MOV   o[TEX1].w, R0;
MUL   o[TEX1].x, R1, R0.z;
MOV   o[HPOS], v[0];
MOV   o[TEX1].y, R2;
END
# 50 instructions, 0 R-regs
