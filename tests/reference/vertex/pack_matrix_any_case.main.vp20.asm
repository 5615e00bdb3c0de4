!!VP1.1
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -profile vp20
# source file: tests/shaders/vertex/pack_matrix_any_case.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile vp20
#program main
#semantic bones
#semantic viewProj
#var float4 IN.position : $vin.POSITION : ATTR0 : 0 : 1
#var float3 IN.normal : $vin.NORMAL : ATTR2 : 0 : 1
#var float4 IN.weights : $vin.TEXCOORD1 : TEXCOORD1 : 0 : 1
#var float4 IN.indices : $vin.TEXCOORD2 : TEXCOORD2 : 0 : 1
#var float4x3 bones[0] :  : c[0], 4 : -1 : 1
#var float4x3 bones[1] :  : c[4], 4 : -1 : 1
#var float4x3 bones[2] :  : c[8], 4 : -1 : 1
#var float4x3 bones[3] :  : c[12], 4 : -1 : 1
#var float4x4 viewProj :  : c[16], 4 : -1 : 1
#var float4 main.position : $vout.POSITION : HPOS : -1 : 1
#var float3 main.normal : $vout.TEXCOORD0 : TEX0 : -1 : 1
#const c[20] = 4
EXP   R0.y, v[10].y;
ADD   R0.x, v[10].y, -R0.y;
MUL   R1.w, R0.x, c[20].x;
EXP   R0.y, v[10].x;
ADD   R0.x, v[10], -R0.y;
ARL   A0.x, R1.w;
MUL   R0.w, R0.x, c[20].x;
MUL   R0.xyz, v[0].y, c[A0.x + 1];
MAD   R1.xyz, v[0].x, c[A0.x], R0;
ARL   A0.x, R0.w;
MUL   R0.xyz, v[0].y, c[A0.x + 1];
ARL   A0.x, R1.w;
MAD   R1.xyz, v[0].z, c[A0.x + 2], R1;
ARL   A0.x, R0.w;
MAD   R0.xyz, v[0].x, c[A0.x], R0;
ARL   A0.x, R1.w;
MAD   R1.xyz, v[0].w, c[A0.x + 3], R1;
ARL   A0.x, R0.w;
MAD   R0.xyz, v[0].z, c[A0.x + 2], R0;
MAD   R0.xyz, v[0].w, c[A0.x + 3], R0;
ARL   A0.x, R1.w;
MUL   R1.xyz, v[9].y, R1;
MAD   R1.xyz, R0, v[9].x, R1;
MOV   R0.x, c[A0.x].z;
MOV   R0.y, c[A0.x + 1].z;
MOV   R0.z, c[A0.x + 2];
DP3   R0.z, v[2], R0;
MOV   R2.x, c[A0.x];
MOV   R2.z, c[A0.x + 2].x;
MOV   R2.y, c[A0.x + 1].x;
DP3   R0.x, v[2], R2;
MOV   R2.x, c[A0.x].y;
MOV   R2.z, c[A0.x + 2].y;
MOV   R2.y, c[A0.x + 1];
ARL   A0.x, R0.w;
DP3   R0.y, v[2], R2;
MUL   R2.xyz, v[9].y, R0;
MOV   R0.x, c[A0.x].z;
MOV   R0.y, c[A0.x + 1].z;
MOV   R0.z, c[A0.x + 2];
DP3   R0.z, R0, v[2];
MOV   R3.x, c[A0.x].y;
MOV   R3.z, c[A0.x + 2].y;
MOV   R3.y, c[A0.x + 1];
DP3   R0.y, v[2], R3;
MOV   R3.x, c[A0.x];
MOV   R3.z, c[A0.x + 2].x;
MOV   R3.y, c[A0.x + 1].x;
DP3   R0.x, v[2], R3;
MAD   R0.xyz, v[9].x, R0, R2;
MUL   R2, R1.y, c[17];
DP3   R0.w, R0, R0;
MAD   R2, R1.x, c[16], R2;
RSQ   R0.w, R0.w;
MAD   R1, R1.z, c[18], R2;
MUL   o[TEX0].xyz, R0.w, R0;
ADD   o[HPOS], R1, c[19];
END
# 57 instructions, 0 R-regs
