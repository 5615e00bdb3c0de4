!!VP1.1
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -profile vp20
# source file: tests/shaders/stdlib/exp_log.cg
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
#const c[0] = 2.718282 0.25 1.7 0.69314718
#const c[1] = 0.30103001
MAX   R0, v[8], -v[8];
ADD   R2, R0, c[0].y;
LOG   R0.z, R2.w;
LOG   R1.z, R2.y;
RSQ   R0.x, R2.x;
RSQ   R0.y, R2.y;
MUL   o[TEX0].w, R0.z, c[0];
LOG   R0.z, R2.x;
MOV   o[TEX1].x, R0.z;
LOG   R0.z, R2.z;
MOV   o[TEX1].y, R1.z;
MUL   o[TEX1].z, R0, c[1].x;
MOV   R0.z, v[8].x;
MOV   R1.z, c[0];
MOV   R1.xy, R2.w;
LIT   R1.z, R1.xyzz;
MOV   o[TEX1].w, R1.z;
RCP   o[TEX2].x, R0.x;
RCP   o[TEX2].y, R0.y;
MOV   R0.xy, c[0].x;
LIT   R1.z, R0.xyzz;
EXP   R0.z, v[8].y;
MOV   o[HPOS], v[0];
RSQ   o[TEX2].z, R2.z;
RSQ   o[TEX2].w, R2.w;
MOV   o[TEX0].x, R1.z;
MOV   o[TEX0].y, R0.z;
EXP   o[TEX0].z, v[8].z;
END
# 28 instructions, 0 R-regs
