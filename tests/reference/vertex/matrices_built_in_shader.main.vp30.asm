!!VP2.0
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -profile vp30
# source file: tests/shaders/vertex/matrices_built_in_shader.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile vp30
#program main
#semantic main.viewProj
#semantic main.ypr
#semantic main.translation
#semantic main.scale
#var float4 pos : $vin.POSITION : ATTR0 : 0 : 1
#var float3 N : $vin.NORMAL : ATTR2 : 1 : 1
#var float4 hpos : $vout.POSITION : HPOS : 2 : 1
#var float4 col : $vout.COLOR0 : COL0 : 3 : 1
#var float4x4 viewProj :  : c[0], 4 : 4 : 1
#var float3 ypr :  : c[4] : 5 : 1
#var float3 translation :  : c[5] : 6 : 1
#var float scale :  : c[6] : 7 : 1
#const c[7] = 0 1 0.5
BB0:
COS   R6.y, c[4].y;
SIN   R6.x, c[4].x;
MOV   R5.xy, c[7];
MOV   R1.xzw, c[7].x;
SIN   R5.w, c[4].y;
MOV   R1.y, c[6].x;
MAD   R2, R5.w, R1, c[7].x;
MAD   R1, R6.y, R1, c[7].x;
MOV   R0.xyw, c[7].x;
MOV   R0.z, c[6].x;
MAD   R2, R6.y, R0, R2;
ADD   R3, c[7].x, R2;
MAD   R0, R0, -R5.w, R1;
COS   R5.z, c[4].x;
MUL   R4, R5.z, R3;
ADD   R0, c[7].x, R0;
MAD   R0, R5.xxxy, c[5].y, R0;
ADD   R0, c[7].x, R0;
MOV   R2.yzw, c[7].x;
MOV   R2.x, c[6];
MAD   R4, -R6.x, R2, R4;
MUL   R3, R6.x, R3;
MAD   R1, R2, R5.z, R3;
ADD   R4, c[7].x, R4;
MAD   R4, R5.xxxy, c[5].z, R4;
ADD   R4, c[7].x, R4;
MAD   R1, R5.xxxy, c[5].x, R1;
ADD   R1, c[7].x, R1;
MOV   R2.w, v[0];
DP3   R6.z, R4, v[2];
DP3   R6.x, R1, v[2];
DP3   R6.y, R0, v[2];
DP3   R2.x, R6, R6;
RSQ   R2.x, R2.x;
MUL   R2.xyz, R2.x, R6;
MAD   o[COL0].xyz, R2, c[7].z, c[7].z;
DP4   R2.z, v[0], R4;
DP4   R2.y, v[0], R0;
DP4   R2.x, v[0], R1;
DP4   o[HPOS].w, R2, c[3];
DP4   o[HPOS].z, R2, c[2];
DP4   o[HPOS].y, R2, c[1];
DP4   o[HPOS].x, R2, c[0];
MOV   o[COL0].w, c[7].y;
END
# 44 instructions, 7 R-regs
