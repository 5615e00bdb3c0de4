!!VP1.1
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -profile vp20
# source file: tests/shaders/vertex/fog_exp2_vs.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile vp20
#program main
#semantic main.modelViewProj
#semantic main.modelView
#semantic main.fogDensity
#semantic main.useExp2
#var float4 pos : $vin.POSITION : ATTR0 : 0 : 1
#var float4 color : $vin.COLOR0 : ATTR3 : 1 : 1
#var float4x4 modelViewProj :  : c[0], 4 : 2 : 1
#var float4x4 modelView :  : c[4], 4 : 3 : 1
#var float fogDensity :  : c[8] : 4 : 1
#var float useExp2 :  : c[9] : 5 : 1
#var float4 main.pos : $vout.POSITION : HPOS : -1 : 1
#var float4 main.color : $vout.COLOR0 : COL0 : -1 : 1
#var float main.fog : $vout.TEXCOORD3 : TEX3 : -1 : 1
#const c[10] = 2.718282 0.5 1.442695 1
#const c[11] = 0 1
DP4   R0.x, v[0], c[6];
MAX   R0.x, R0, -R0;
MUL   R0.y, R0.x, c[8].x;
MOV   R0.w, -R0.y;
MOV   R0.xz, c[10].x;
LIT   R0.z, R0.xzzw;
MIN   R0.x, R0.z, c[10].w;
MUL   R0.w, -R0.y, R0.y;
MOV   R0.z, c[9].x;
SLT   R0.y, c[10], R0.z;
MUL   R0.z, R0.w, c[10];
SGE   R0.w, c[11].x, R0.y;
SGE   R0.y, R0, c[11].x;
MUL   R0.y, R0, R0.w;
EXP   R0.z, R0.z;
MAX   R0.y, -R0, R0;
SLT   R0.y, c[11].x, R0;
MIN   R0.z, R0, c[10].w;
MAX   R0.z, R0, c[11].x;
ADD   R0.w, -R0.y, c[11].y;
MUL   R0.z, R0.w, R0;
MAX   R0.x, R0, c[11];
MOV   o[COL0], v[3];
MAD   o[TEX3].x, R0.y, R0, R0.z;
DP4   o[HPOS].w, v[0], c[3];
DP4   o[HPOS].z, v[0], c[2];
DP4   o[HPOS].y, v[0], c[1];
DP4   o[HPOS].x, v[0], c[0];
END
# 28 instructions, 0 R-regs
