!!VP1.1
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -profile vp20
# source file: tests/shaders/vertex/select_same_value.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile vp20
#program main
#semantic main.bones
#semantic main.modelViewProj
#semantic main.weight
#var float4 position : $vin.POSITION : ATTR0 : 0 : 1
#var float3 normal : $vin.NORMAL : ATTR2 : 1 : 1
#var float4 weights : $vin.TEXCOORD0 : TEXCOORD0 : 2 : 1
#var float4x4 bones :  : c[0], 4 : 3 : 1
#var float4x4 modelViewProj :  : c[4], 4 : 4 : 1
#var float weight :  : c[8] : 5 : 1
#var float4 main.clip : $vout.POSITION : HPOS : -1 : 1
#var float4 main.colour : $vout.COLOR0 : COL0 : -1 : 1
#var float4 main.mirrored : $vout.TEXCOORD0 : TEX0 : -1 : 1
#const c[9] = 0 1 0.5
SGE   R2.x, c[9], v[8].w;
MOV   R0, c[1];
MUL   R1, R0, c[8].x;
MOV   R0, c[0];
MAD   R1, R0, c[8].x, R1;
MOV   R0, c[2];
MAD   R1, R0, c[8].x, R1;
MOV   R0, c[3];
MAD   R1, R0, c[8].x, R1;
MUL   R0, R1.y, c[1];
SGE   R2.y, c[9].x, R2.x;
SGE   R1.y, R2.x, c[9].x;
MUL   R1.y, R1, R2;
MAD   R2, R1.x, c[0], R0;
MAD   R3, R1.z, c[2], R2;
MAX   R0.x, -R1.y, R1.y;
SLT   R2.x, c[9], R0;
SLT   R2.y, c[9].z, v[8].x;
SGE   R2.z, c[9].x, R2.y;
SGE   R2.y, R2, c[9].x;
MAD   R0, R1.w, c[3], R3;
ADD   R1.x, -R2, c[9].y;
MUL   R1, R1.x, R0;
MAD   R1, R2.x, R0, R1;
MUL   R2.y, R2, R2.z;
MAX   R0.w, -R2.y, R2.y;
SLT   R4.x, c[9], R0.w;
MOV   R0.xyz, v[2];
MOV   R0.w, c[9].y;
MUL   R2, v[8], R0;
ADD   R3.x, -R4, c[9].y;
MUL   R3, R2, R3.x;
DP4   R0.w, v[0], c[7];
DP4   R0.z, v[0], c[6];
DP4   R0.x, v[0], c[4];
DP4   R0.y, v[0], c[5];
ADD   o[HPOS], R1, R0;
MAD   o[TEX0], R4.x, R2.wzyx, R3;
MAD   o[COL0].xyz, v[2], c[9].z, c[9].z;
MOV   o[COL0].w, c[9].y;
END
# 40 instructions, 0 R-regs
