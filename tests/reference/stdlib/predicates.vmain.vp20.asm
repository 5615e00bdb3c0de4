!!VP1.1
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -profile vp20
# source file: tests/shaders/stdlib/predicates.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile vp20
#program vmain
#var float4 p : $vin.POSITION : ATTR0 : 0 : 1
#var float4 a : $vin.TEXCOORD0 : TEXCOORD0 : 1 : 1
#var float4 hpos : $vout.POSITION : HPOS : 2 : 1
#var float4 t0 : $vout.TEXCOORD0 : TEX0 : 3 : 1
#var float4 t1 : $vout.TEXCOORD1 : TEX1 : 4 : 1
#const c[0] = 0 0.5 2 1
SLT   R2, v[8], v[8];
SLT   R1, c[0].x, v[8];
SLT   R0, v[8], c[0].x;
ADD   R0, R0, R1;
MUL   R0.x, R0, R0.y;
ADD   R1, R2, R2;
ADD   R0.y, R1.x, R1;
MUL   R0.x, R0, R0.z;
ADD   R0.y, R0, R1.z;
MUL   o[TEX0].z, R0.x, R0.w;
MUL   R1.xy, v[8].zwzw, c[0].z;
ADD   R0.w, R0.y, R1;
SGE   R0.x, R0.y, -R1.w;
SGE   R0.y, c[0].x, R0.w;
MUL   R0.x, R0, R0.y;
MAX   R0.x, -R0, R0;
ADD   R1.zw, R2.xyxy, R2.xyxy;
SLT   R2.z, c[0].x, R0.x;
ADD   R1.z, -R2, R1;
SGE   R0.w, R1.x, v[8].z;
SGE   R0.y, v[8].z, R1.x;
MUL   R0.y, R0, R0.w;
MUL   o[TEX1].z, R0, R0.y;
SLT   R0, c[0].x, v[8];
MUL   R1.x, R0, R0.y;
ADD   o[TEX0].y, R0.x, R0;
MUL   R0.z, R1.x, R0;
MUL   o[TEX0].x, R0.z, R0.w;
SLT   R0.y, R1, v[8].w;
SLT   R0.x, v[8].w, R1.y;
ADD   R0.z, R0.x, R0.y;
SGE   R0.y, c[0].x, v[8].w;
SGE   R0.x, v[8].w, c[0];
MUL   R0.x, R0, R0.y;
ADD   R0.w, R0.x, R0.z;
SGE   R0.z, v[8].w, v[8].w;
SLT   R0.xy, c[0].y, v[8].zwzw;
MUL   R0.z, R0, R0;
ADD   o[TEX1].x, R1.z, c[0].w;
MOV   o[HPOS], v[0];
MOV   o[TEX1].y, R1.w;
MUL   o[TEX1].w, R0.z, R0;
ADD   o[TEX0].w, R0.x, R0.y;
END
# 43 instructions, 0 R-regs
