!!VP2.0
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -profile vp30
# source file: tests/shaders/vertex/replicated_scalar_lanes.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile vp30
#program sway
#semantic sway.time
#semantic sway.strength
#semantic sway.mvp
#var float4 pos : $vin.POSITION : ATTR0 : 0 : 1
#var float3 normal : $vin.NORMAL : ATTR2 : 1 : 1
#var float2 uv : $vin.TEXCOORD0 : TEXCOORD0 : 2 : 1
#var float time :  : c[4] : 3 : 1
#var float strength :  : c[5] : 4 : 1
#var float4x4 mvp :  : c[0], 4 : 5 : 1
#var float4 hpos : $vout.POSITION : HPOS : 6 : 1
#var float2 ouv : $vout.TEXCOORD0 : TEX0 : 7 : 1
#var float4 tint : $vout.COLOR0 : COL0 : 8 : 1
#const c[6] = 0.5 1 0.25 0
BB0:
MUL   R0.x, v[0], c[6];
ADD   R0.x, c[4], R0;
SIN   R0.y, R0.x;
MUL   R0.y, R0, c[5].x;
MUL   R1.xyz, R0.y, v[2];
MUL   R1.xyz, R1, v[8].y;
MOV   R1.w, c[6].y;
ADD   R1.xyz, R1, v[0];
MOV   R0.w, c[6].y;
MOV   R0.xyz, R0.x;
MAD   R0, R0, c[6].z, c[6].x;
MIN   R0, R0, c[6].y;
DP4   o[HPOS].w, R1, c[3];
DP4   o[HPOS].z, R1, c[2];
DP4   o[HPOS].y, R1, c[1];
DP4   o[HPOS].x, R1, c[0];
MAX   o[COL0], R0, c[6].w;
MOV   o[TEX0].xy, v[8];
END
# 18 instructions, 2 R-regs
