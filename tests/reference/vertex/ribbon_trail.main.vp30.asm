!!VP2.0
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -profile vp30
# source file: tests/shaders/vertex/ribbon_trail.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile vp30
#program main
#semantic main.viewProj
#semantic main.camPos
#semantic main.width
#semantic main.time
#var float4 pos : $vin.POSITION : ATTR0 : 0 : 1
#var float3 tangent : $vin.TEXCOORD1 : TEXCOORD1 : 1 : 1
#var float2 uvSide : $vin.TEXCOORD0 : TEXCOORD0 : 2 : 1
#var float4 color : $vin.COLOR0 : ATTR3 : 3 : 1
#var float4 hpos : $vout.POSITION : HPOS : 4 : 1
#var float4 oColor : $vout.COLOR0 : COL0 : 5 : 1
#var float2 oUv : $vout.TEXCOORD0 : TEX0 : 6 : 1
#var float4x4 viewProj :  : c[0], 4 : 7 : 1
#var float3 camPos :  : c[4] : 8 : 1
#var float width :  : c[5] : 9 : 1
#var float time :  : c[6] : 10 : 1
#const c[7] = 2 1 10 20
#const c[8] = 0.2 0.80000001
BB0:
ADD   R0.xyz, c[4], -v[0];
DP3   R0.w, R0, R0;
RSQ   R0.w, R0.w;
MUL   R0.xyz, R0.w, R0;
MUL   R1.xyz, v[9].zxyw, R0.yzxw;
MAD   R0.xyz, v[9].yzxw, R0.zxyw, -R1;
DP3   R0.w, R0, R0;
RSQ   R0.w, R0.w;
MUL   R0.xyz, R0.w, R0;
MAD   R1.x, v[8].y, c[7], -c[7].y;
MUL   R0.xyz, R0, R1.x;
ADD   R1.x, c[7].y, -v[8];
MUL   R1.y, v[8].x, c[7].w;
MOV   R0.w, c[7].z;
MAD   R0.w, R0, c[6].x, R1.y;
SIN   R0.w, R0.w;
MAD   R1.y, R0.w, c[8].x, c[8];
MUL   R0.w, R1.x, c[5].x;
MUL   R1.y, R0.w, R1;
MOV   R0.w, c[7].y;
MAD   R0.xyz, R0, R1.y, v[0];
DP4   o[HPOS].w, R0, c[3];
DP4   o[HPOS].z, R0, c[2];
DP4   o[HPOS].y, R0, c[1];
DP4   o[HPOS].x, R0, c[0];
MUL   o[COL0], R1.x, v[3];
MOV   o[TEX0].xy, v[8];
END
# 27 instructions, 2 R-regs
