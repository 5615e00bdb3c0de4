!!VP1.1
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -profile vp20
# source file: tests/shaders/vertex/varying_no_semantic_pack.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile vp20
#program main
#var float4 p : $vin.POSITION : ATTR0 : 0 : 1
#var float3 n : $vin.ATTR1 : ATTR1 : 1 : 1
#var float a1 : $vin.ATTR2 : ATTR2 : 2 : 1
#var float a2 : $vin.ATTR3 : ATTR3 : 3 : 0
#var float a3 : $vin.ATTR4 : ATTR4 : 4 : 1
#var float4 unused :  :  : 5 : 0
#var float a4 : $vin.ATTR5 : ATTR5 : 6 : 1
#var float a5 : $vin.ATTR6 : ATTR6 : 7 : 1
#var float a6 : $vin.ATTR7 : ATTR7 : 8 : 1
#var float a7 : $vin.ATTR8 : ATTR8 : 9 : 1
#var float a8 : $vin.ATTR9 : ATTR9 : 10 : 1
#var float a9 : $vin.ATTR10 : ATTR10 : 11 : 1
#var float a10 : $vin.ATTR11 : ATTR11 : 12 : 1
#var float a11 : $vin.ATTR12 : ATTR12 : 13 : 1
#var float a12 : $vin.ATTR13 : ATTR13 : 14 : 1
#var float a13 : $vin.ATTR14 : ATTR14 : 15 : 1
#var float a14 : $vin.ATTR15 : ATTR15 : 16 : 1
#var float2 b0 : $vin.ATTR2 : ATTR2 : 17 : 0
#var float b1 : $vin.ATTR3 : ATTR3 : 18 : 1
#var float3 b2 : $vin.ATTR4 : ATTR4 : 19 : 0
#var float4 o0 : $vout.TEX0 : TEX0 : 20 : 1
#var float o1 : $vout.TEX1 : TEX1 : 21 : 1
#var float o2 : $vout.TEX3 : TEX3 : 22 : 1
#var float o3 : $vout.TEX4 : TEX4 : 23 : 1
#var float o4 : $vout.TEX5 : TEX5 : 24 : 1
#var float o5 : $vout.TEX6 : TEX6 : 25 : 1
#var float2 o6 : $vout.TEX7 : TEX7 : 26 : 1
#var float3 o7 : $vout.TEX1 : TEX1 : 27 : 1
#var float o8 : $vout.TEX3 : TEX3 : 28 : 1
#var float never :  :  : 29 : 0
#var float4 main.hpos : $vout.POSITION : HPOS : -1 : 1
#var float3 main.n : $vout.TEX4 : TEX4 : -1 : 1
#var float2 main.uv : $vout.TEXCOORD2 : TEX2 : -1 : 1
#var float main.s : $vout.TEX5 : TEX5 : -1 : 1
MOV   R0.x, v[2];
MOV   R0.y, v[4].x;
ADD   R0.y, v[3].x, R0;
MUL   o[TEX4].yzw, v[1].xxyz, R0.x;
ADD   R0.x, v[5], R0.y;
ADD   R0.y, v[6].x, R0.x;
MOV   R0.x, v[3].y;
ADD   R0.y, v[7].x, R0;
MUL   o[TEX2].xy, v[2].yzzw, R0.x;
ADD   R0.x, R0.y, v[8];
ADD   R0.x, R0, v[9];
ADD   R0.x, R0, v[10];
ADD   R0.x, R0, v[11];
ADD   R0.x, R0, v[12];
ADD   R0.y, R0.x, v[13].x;
MOV   R0.x, v[7];
ADD   R0.y, R0, v[14].x;
MOV   o[TEX0], v[0].yxzw;
MOV   o[HPOS], v[0];
MOV   o[TEX1].yzw, v[4];
MOV   o[TEX7].xy, v[2].zyzw;
MOV   o[TEX1].x, v[2];
MOV   o[TEX3].x, v[3];
MOV   o[TEX4].x, v[4];
MOV   o[TEX5].x, v[5];
MOV   o[TEX6].x, v[6];
ADD   o[TEX3].y, v[3], R0.x;
ADD   o[TEX5].y, R0, v[15].x;
END
# 28 instructions, 0 R-regs
