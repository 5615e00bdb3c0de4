!!VP1.1
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -profile vp20
# source file: tests/shaders/vertex/camera_relative_fog_rows.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile vp20
#program main
#semantic main.world
#semantic main.viewProj
#semantic main.camPos
#semantic main.fogDensity
#var float4 pos : $vin.POSITION : ATTR0 : 0 : 1
#var float2 uv : $vin.TEXCOORD0 : TEXCOORD0 : 1 : 1
#var float4x3 world :  : c[0], 4 : 2 : 1
#var float4x4 viewProj :  : c[4], 4 : 3 : 1
#var float3 camPos :  : c[8] : 4 : 1
#var float fogDensity :  : c[9] : 5 : 1
#var float4 main.hpos : $vout.POSITION : HPOS : -1 : 1
#var float2 main.uv : $vout.TEXCOORD0 : TEX0 : -1 : 1
#var float3 main.wpos : $vout.TEXCOORD1 : TEX1 : -1 : 1
#var float main.fog : $vout.TEXCOORD2 : TEX2 : -1 : 1
#const c[10] = 2.718282 1 0
MUL   R0.xyz, v[0].y, c[1];
MAD   R0.xyz, v[0].x, c[0], R0;
MAD   R0.xyz, v[0].z, c[2], R0;
MAD   R1.xyz, v[0].w, c[3], R0;
ADD   R2.xyz, R1, -c[8];
MUL   R0, R1.y, c[5];
DP3   R1.w, R2, R2;
RSQ   R1.y, R1.w;
MAD   R0, R1.x, c[4], R0;
RCP   R2.w, R1.y;
MAD   R1, R1.z, c[6], R0;
MOV   R0.xy, c[10].x;
MUL   R0.z, R2.w, -c[9].x;
LIT   R0.z, R0.xyzz;
MIN   R0.x, R0.z, c[10].y;
ADD   o[HPOS], R1, c[7];
MOV   o[TEX1].xyz, R2;
MAX   o[TEX2].x, R0, c[10].z;
MOV   o[TEX0].xy, v[8];
END
# 19 instructions, 0 R-regs
