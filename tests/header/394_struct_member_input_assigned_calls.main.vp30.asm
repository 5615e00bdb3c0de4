!!VP2.0
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -profile vp30
# source file: tests/header/394_struct_member_input_assigned_calls.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile vp30
#program main
#semantic mvp
#semantic k
#var float4 IN.pos : $vin.POSITION : ATTR0 : 0 : 1
#var float3 IN.a : $vin.TEXCOORD0 : TEXCOORD0 : 0 : 0
#var float3 IN.b : $vin.TEXCOORD1 :  : 0 : 0
#var float3 IN.c : $vin.TEXCOORD2 : TEXCOORD2 : 0 : 0
#var float3 IN.d : $vin.TEXCOORD3 : TEXCOORD3 : 0 : 0
#var float3 IN.e : $vin.TEXCOORD4 :  : 0 : 0
#var float3 IN.f : $vin.TEXCOORD5 :  : 0 : 0
#var float3 IN.g : $vin.TEXCOORD6 :  : 0 : 0
#var float3 IN.h : $vin.TEXCOORD7 : TEXCOORD7 : 0 : 0
#var float3 oSum : $vout.TEXCOORD0 : TEX0 : 1 : 1
#var float4x4 mvp :  : c[0], 4 : -1 : 1
#var float3 k :  : c[4] : -1 : 1
#var float4 main : $vout.POSITION : HPOS : -1 : 1
#const c[5] = 1 2 1.4426951 0
BB0:
MOV   R0.xy, c[4];
MOV   R0.z, c[5].x;
MAD   R1.xyz, R0, c[4], R0;
MOV   R3.xyz, c[4];
DP3   R0.x, c[4], c[4];
ADD   R1.xyz, |c[4]|, R1;
RSQ   R0.x, R0.x;
MAD   R2.xyz, R0.x, c[4], R1;
MOV   R1.xyw, c[5].xzzy;
DP3   R0.z, R3, c[2];
DP3   R0.y, R3, c[1];
DP3   R0.x, R3, c[0];
ADD   R2.xyz, R0, R2;
MUL   R0.xyz, R1.y, c[4];
MIN   R1.xyz, R1.x, c[4];
EX2   R0.x, R0.x;
EX2   R0.y, R0.y;
EX2   R0.z, R0.z;
ADD   R0.xyz, R0, R2;
MAX   R1.xyz, R1, c[5].w;
ADD   R0.xyz, R1, R0;
MAD   o[TEX0].xyz, R1.w, c[4].zyxw, R0;
DP4   o[HPOS].w, v[0], c[3];
DP4   o[HPOS].z, v[0], c[2];
DP4   o[HPOS].y, v[0], c[1];
DP4   o[HPOS].x, v[0], c[0];
END
# 26 instructions, 4 R-regs
