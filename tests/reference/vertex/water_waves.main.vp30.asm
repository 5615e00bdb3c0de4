!!VP2.0
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -profile vp30
# source file: tests/shaders/vertex/water_waves.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile vp30
#program main
#semantic main.modelViewProj
#semantic main.eyePos
#semantic main.time
#var float4 pos : $vin.POSITION : ATTR0 : 0 : 1
#var float4x4 modelViewProj :  : c[0], 4 : 1 : 1
#var float3 eyePos :  : c[4] : 2 : 1
#var float time :  : c[5] : 3 : 1
#var float4 main.hpos : $vout.POSITION : HPOS : -1 : 1
#var float3 main.refl : $vout.TEXCOORD0 : TEX0 : -1 : 1
#var float main.fres : $vout.TEXCOORD1 : TEX1 : -1 : 1
#const c[6] = -0.30000001 0.94999999 2.0999999 0.050000001
#const c[7] = 0.69999999 1.3 0.15000001 0.5
#const c[8] = 0.40000001 -0.031500001 0.099749997 0
#const c[9] = 0.2 0 0.1365 1
#const c[10] = 2 5
BB0:
MUL   R0.xyz, v[0].xzxw, c[7].xxww;
ADD   R0.x, R0, R0.y;
MUL   R1.xy, v[0].xzzw, c[6];
ADD   R0.w, R1.x, R1.y;
ADD   R0.z, c[5].x, R0;
SIN   R1.x, R0.z;
MUL   R0.x, R0, c[7].y;
ADD   R0.x, c[5], R0;
SIN   R0.y, R0.x;
MAD   R1.x, R1, c[8], v[0].y;
MUL   R0.w, R0, c[6].z;
COS   R0.x, R0.x;
MAD   R0.y, R0, c[7].z, R1.x;
ADD   R0.w, c[5].x, R0;
SIN   R1.x, R0.w;
MAD   R1.y, R1.x, c[6].w, R0;
MOV   R1.xzw, v[0];
COS   R0.y, R0.z;
MUL   R0.x, R0, c[9].z;
COS   R0.z, R0.w;
MAD   R0.xy, R0.y, c[9], R0.x;
MAD   R0.xy, R0.z, c[8].yzzw, R0;
MOV   R0.w, -R0.y;
ADD   R2.xyz, -c[4], R1;
DP3   R0.z, R2, R2;
RSQ   R0.z, R0.z;
MUL   R2.xyz, R0.z, R2;
MOV   R0.x, -R0;
MOV   R0.y, c[9].w;
DP3   R2.w, R0.xyww, R0.xyww;
RSQ   R2.w, R2.w;
MUL   R0.xyz, R2.w, R0.xyww;
DP3   R0.w, R0, R2;
MIN   R2.w, -R0, c[9];
MUL   R0.xyz, R0, R0.w;
MAX   R2.w, R2, c[8];
ADD   R2.w, c[9], -R2;
LG2   R2.w, R2.w;
MUL   R0.w, R2, c[10].y;
MAD   o[TEX0].xyz, -R0, c[10].x, R2;
EX2   o[TEX1].x, R0.w;
DP4   o[HPOS].w, R1, c[3];
DP4   o[HPOS].z, R1, c[2];
DP4   o[HPOS].y, R1, c[1];
DP4   o[HPOS].x, R1, c[0];
END
# 45 instructions, 3 R-regs
