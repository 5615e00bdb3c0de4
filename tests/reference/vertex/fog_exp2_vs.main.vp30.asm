!!VP2.0
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -profile vp30
# source file: tests/shaders/vertex/fog_exp2_vs.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile vp30
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
#const c[10] = 0.5 1.442695 1 0
#const c[11] = 1.4426951
BB0:
DP4   R1.x, v[0], c[6];
MOV   R1.y, c[10].x;
SGTC  CC.x, c[9], R1.y;
DP4   R0.w, v[0], c[3];
DP4   R0.z, v[0], c[2];
DP4   R0.y, v[0], c[1];
DP4   R0.x, v[0], c[0];
MOV   R1.x, |R1|;
BRA   BB2 (LE.x);
BB1:
MUL   R1.x, R1, c[8];
MUL   R1.x, -R1, R1;
MUL   R1.x, R1, c[10].y;
EX2   R1.x, R1.x;
MIN   R1.x, R1, c[10].z;
MAX   R1.x, R1, c[10].w;
BRA   BB3;
BB2:
MUL   R1.x, R1, -c[8];
MUL   R1.x, R1, c[11];
EX2   R1.x, R1.x;
MIN   R1.x, R1, c[10].z;
MAX   R1.x, R1, c[10].w;
BB3:
MOV   o[HPOS], R0;
MOV   o[COL0], v[3];
MOV   o[TEX3].x, R1;
END
# 24 instructions, 2 R-regs
