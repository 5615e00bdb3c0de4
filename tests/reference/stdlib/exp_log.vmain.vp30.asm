!!VP2.0
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -profile vp30
# source file: tests/shaders/stdlib/exp_log.cg
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
#const c[0] = 0.25 1.4426951 0.69314718 0.30103001
#const c[1] = 1.7
BB0:
ADD   R0, c[0].x, |v[8]|;
LG2   R1.x, R0.w;
MUL   o[TEX0].w, R1.x, c[0].z;
LG2   o[TEX1].x, R0.x;
RSQ   R0.x, R0.x;
LG2   o[TEX1].y, R0.y;
LG2   R1.y, R0.z;
MUL   R1.x, R1, c[1];
RSQ   R0.y, R0.y;
RCP   o[TEX2].x, R0.x;
MUL   R0.x, v[8], c[0].y;
MOV   o[HPOS], v[0];
MUL   o[TEX1].z, R1.y, c[0].w;
EX2   o[TEX1].w, R1.x;
RCP   o[TEX2].y, R0.y;
RSQ   o[TEX2].z, R0.z;
RSQ   o[TEX2].w, R0.w;
EX2   o[TEX0].x, R0.x;
EX2   o[TEX0].y, v[8].y;
EX2   o[TEX0].z, v[8].z;
END
# 20 instructions, 2 R-regs
