!!VP1.1
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -profile vp20
# source file: tests/shaders/vertex/int_divide_modulo_vs.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile vp20
#program main
#semantic main.modelViewProj
#semantic main.columns
#var float4 position : $vin.POSITION : ATTR0 : 0 : 1
#var float4 frame : $vin.TEXCOORD0 : TEXCOORD0 : 1 : 1
#var float4 oPosition : $vout.POSITION : HPOS : 2 : 1
#var float4 oCell : $vout.TEXCOORD0 : TEX0 : 3 : 1
#var float4x4 modelViewProj :  : c[0], 4 : 4 : 1
#var float columns :  : c[4] : 5 : 1
#const c[5] = 0.2 0.25 0 1
#const c[6] = 64 20 0.5 5
MAX   R0.z, c[4].x, -c[4].x;
EXP   R0.y, R0.z;
ADD   R0.z, R0, -R0.y;
MOV   R0.x, c[5].z;
SLT   R0.x, c[4], R0;
MAX   R0.x, -R0, R0;
SLT   R0.x, c[5].z, R0;
ADD   R0.w, -R0.x, c[5];
MUL   R0.w, R0.z, R0;
MAD   R0.x, R0, -R0.z, R0.w;
MUL   R0.y, v[8].x, c[6].x;
ADD   R0.w, R0.y, -c[6].y;
SLT   R0.z, R0.y, c[6].y;
MAX   R0.y, -R0.z, R0.z;
SLT   R0.z, c[5], R0.y;
MAX   R0.w, R0, -R0;
EXP   R0.y, R0.w;
ADD   R0.y, R0.w, -R0;
ADD   R1.x, -R0.z, c[5].w;
MUL   R0.w, R0.y, R1.x;
MAD   R0.z, R0, -R0.y, R0.w;
RCP   R1.x, R0.x;
MUL   R0.w, R0.z, R1.x;
EXP   R0.y, R0.w;
MUL   R0.x, R0.y, R0;
MAX   R1.x, R0, -R0;
SLT   R0.y, R0.x, c[5].z;
MAX   R0.x, -R0.y, R0.y;
ADD   R1.x, R1, c[6].z;
SLT   R0.x, c[5].z, R0;
EXP   R0.y, R1.x;
ADD   R0.y, R1.x, -R0;
ADD   R1.y, -R0.x, c[5].w;
MUL   R1.x, R0.y, R1.y;
MAD   o[TEX0].x, R0, -R0.y, R1;
MAX   R1.x, R0.w, -R0.w;
SLT   R0.x, R0.w, c[5].z;
EXP   R0.y, R1.x;
MAX   R0.w, -R0.x, R0.x;
ADD   R0.x, R1, -R0.y;
SLT   R1.x, c[5].z, R0.w;
MUL   R0.zw, R0.z, c[5].xyxy;
EXP   R0.y, R0.z;
ADD   R1.y, -R1.x, c[5].w;
MUL   R0.z, R0.x, R1.y;
MUL   R0.y, R0, c[6].w;
MAD   o[TEX0].y, R1.x, -R0.x, R0.z;
MAX   R0.z, R0.y, -R0.y;
SLT   R0.x, R0.y, c[5].z;
ADD   R0.z, R0, c[6];
EXP   R0.y, R0.z;
MAX   R0.x, -R0, R0;
ADD   R0.z, R0, -R0.y;
SLT   R0.x, c[5].z, R0;
ADD   R0.y, -R0.x, c[5].w;
MUL   R1.x, R0.z, R0.y;
SLT   R1.y, -R0.w, c[5].z;
MAX   R0.y, -R1, R1;
MAX   R1.y, -R0.w, R0.w;
SLT   R0.w, c[5].z, R0.y;
EXP   R0.y, R1.y;
ADD   R0.y, R1, -R0;
ADD   R1.z, -R0.w, c[5].w;
MUL   R1.y, R0, R1.z;
MAD   o[TEX0].z, R0.x, -R0, R1.x;
MAD   o[TEX0].w, R0, -R0.y, R1.y;
DP4   o[HPOS].w, v[0], c[3];
DP4   o[HPOS].z, v[0], c[2];
DP4   o[HPOS].y, v[0], c[1];
DP4   o[HPOS].x, v[0], c[0];
END
# 70 instructions, 0 R-regs
