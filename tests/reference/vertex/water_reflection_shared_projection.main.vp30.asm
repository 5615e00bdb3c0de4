!!VP2.0
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -profile vp30
# source file: tests/shaders/vertex/water_reflection_shared_projection.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile vp30
#program main
#semantic main.World
#semantic main.View
#semantic main.ReflectedView
#semantic main.Projection
#semantic main.rippleScroll
#var float4 IN.position : $vin.POSITION : ATTR0 : 0 : 1
#var float2 IN.uv : $vin.TEXCOORD0 : TEXCOORD0 : 0 : 1
#var float4x4 World :  : c[0], 4 : 1 : 1
#var float4x4 View :  : c[4], 4 : 2 : 1
#var float4x4 ReflectedView :  : c[8], 4 : 3 : 1
#var float4x4 Projection :  : c[12], 4 : 4 : 1
#var float2 rippleScroll :  : c[16] : 5 : 1
#var float4 main.position : $vout.POSITION : HPOS : -1 : 1
#var float4 main.reflection : $vout.TEXCOORD0 : TEX0 : -1 : 1
#var float2 main.ripples : $vout.TEXCOORD1 : TEX1 : -1 : 1
#const c[17] = 4
BB0:
MOV   R3, c[13];
MOV   R2, c[12];
MUL   R0, R3, c[6].y;
MUL   R4, R3, c[4].y;
MOV   R1, c[14];
MAD   R0, R2, c[6].x, R0;
MAD   R5, R1, c[6].z, R0;
MUL   R0, R3, c[5].y;
MAD   R0, R2, c[5].x, R0;
MAD   R6, R1, c[5].z, R0;
MOV   R0, c[15];
MAD   R7, R0, c[5].w, R6;
MAD   R4, R2, c[4].x, R4;
MAD   R6, R1, c[4].z, R4;
MAD   R6, R0, c[4].w, R6;
MUL   R4, R7, c[0].y;
MUL   R8, R7, c[1].y;
MAD   R5, R0, c[6].w, R5;
MAD   R4, R6, c[0].x, R4;
MAD   R9, R5, c[0].z, R4;
MUL   R4, R3, c[7].y;
MAD   R4, R2, c[7].x, R4;
MAD   R8, R6, c[1].x, R8;
MAD   R4, R1, c[7].z, R4;
MAD   R4, R0, c[7].w, R4;
MAD   R8, R5, c[1].z, R8;
MAD   R8, R4, c[1].w, R8;
MUL   R10, v[0].y, R8;
MUL   R8, R7, c[2].y;
MAD   R9, R4, c[0].w, R9;
MAD   R8, R6, c[2].x, R8;
MUL   R7, R7, c[3].y;
MAD   R6, R6, c[3].x, R7;
MAD   R8, R5, c[2].z, R8;
MAD   R5, R5, c[3].z, R6;
MAD   R7, R4, c[2].w, R8;
MAD   R9, v[0].x, R9, R10;
MAD   R4, R4, c[3].w, R5;
MUL   R6, R3, c[9].y;
MAD   R5, R2, c[9].x, R6;
MAD   R5, R1, c[9].z, R5;
MAD   R7, v[0].z, R7, R9;
MAD   o[HPOS], v[0].w, R4, R7;
MAD   R6, R0, c[9].w, R5;
MUL   R4, R3, c[8].y;
MAD   R5, R2, c[8].x, R4;
MAD   R5, R1, c[8].z, R5;
MAD   R5, R0, c[8].w, R5;
MUL   R4, R6, c[1].y;
MAD   R8, R5, c[1].x, R4;
MUL   R4, R3, c[10].y;
MUL   R7, R6, c[0].y;
MAD   R4, R2, c[10].x, R4;
MUL   R3, R3, c[11].y;
MAD   R2, R2, c[11].x, R3;
MAD   R3, R1, c[10].z, R4;
MAD   R1, R1, c[11].z, R2;
MAD   R2, R0, c[10].w, R3;
MUL   R4, R6, c[3].y;
MAD   R0, R0, c[11].w, R1;
MAD   R3, R2, c[1].z, R8;
MAD   R1, R0, c[1].w, R3;
MAD   R7, R5, c[0].x, R7;
MAD   R3, R2, c[0].z, R7;
MUL   R1, v[0].y, R1;
MAD   R3, R0, c[0].w, R3;
MAD   R3, v[0].x, R3, R1;
MUL   R1, R6, c[2].y;
MAD   R1, R5, c[2].x, R1;
MAD   R1, R2, c[2].z, R1;
MAD   R1, R0, c[2].w, R1;
MAD   R4, R5, c[3].x, R4;
MAD   R2, R2, c[3].z, R4;
MAD   R0, R0, c[3].w, R2;
MAD   R1, v[0].z, R1, R3;
MUL   R2.xy, v[8], c[17].x;
MAD   o[TEX0], v[0].w, R0, R1;
ADD   o[TEX1].xy, c[16], R2;
END
# 78 instructions, 11 R-regs
