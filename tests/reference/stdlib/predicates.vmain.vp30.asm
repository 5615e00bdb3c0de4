!!VP2.0
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -profile vp30
# source file: tests/shaders/stdlib/predicates.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile vp30
#program vmain
#var float4 p : $vin.POSITION : ATTR0 : 0 : 1
#var float4 a : $vin.TEXCOORD0 : TEXCOORD0 : 1 : 1
#var float4 hpos : $vout.POSITION : HPOS : 2 : 1
#var float4 t0 : $vout.TEXCOORD0 : TEX0 : 3 : 1
#var float4 t1 : $vout.TEXCOORD1 : TEX1 : 4 : 1
#const c[0] = 0 0.5 2
BB0:
SGT   R2, v[8], c[0].x;
SNE   R1, v[8], v[8];
MUL   R0.x, R2, R2.y;
MUL   R0.x, R0, R2.z;
MUL   o[TEX0].x, R0, R2.w;
SNE   R0, v[8], c[0].x;
MUL   R0.x, R0, R0.y;
ADD   R2.z, R1.x, R1.y;
MUL   R0.x, R0, R0.z;
ADD   R0.y, R1.z, R2.z;
SNE   R0.y, R0, -R1.w;
ADD   o[TEX1].x, R1, R0.y;
MUL   o[TEX0].z, R0.x, R0.w;
MUL   R0.xy, v[8].zwzw, c[0].z;
SEQ   R0.x, v[8].z, R0;
MOV   o[TEX1].y, R1;
SGT   R1.xy, v[8].zwzw, c[0].y;
MUL   o[TEX1].z, R0, R0.x;
SEQ   R0.x, v[8].w, c[0];
SNE   R0.y, v[8].w, R0;
ADD   R0.y, R0.x, R0;
SEQ   R0.x, v[8].w, v[8].w;
MOV   o[HPOS], v[0];
ADD   o[TEX0].y, R2.x, R2;
ADD   o[TEX0].w, R1.x, R1.y;
MUL   o[TEX1].w, R0.x, R0.y;
END
# 26 instructions, 3 R-regs
