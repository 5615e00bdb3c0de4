!!VP2.0
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -profile vp30
# source file: tests/shaders/flow/if_uniform_mode.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile vp30
#program main
#semantic main.mvp
#semantic main.modelView
#semantic main.texMatrix
#semantic main.texgenMode
#var float4 pos : $vin.POSITION : ATTR0 : 0 : 1
#var float3 N : $vin.NORMAL : ATTR2 : 1 : 1
#var float4 tc : $vin.TEXCOORD0 : TEXCOORD0 : 2 : 1
#var float4x4 mvp :  : c[0], 4 : 3 : 1
#var float4x4 modelView :  : c[4], 4 : 4 : 1
#var float4x4 texMatrix :  : c[8], 4 : 5 : 1
#var int texgenMode :  : c[12] : 6 : 1
#var float4 main.hpos : $vout.POSITION : HPOS : -1 : 1
#var float4 main.tc : $vout.TEXCOORD0 : TEX0 : -1 : 1
#const c[13] = 1 2
BB0:
MOV   R1.x, c[13];
SEQC  CC.x, c[12], R1;
DP4   R0.w, v[0], c[3];
DP4   R0.z, v[0], c[2];
DP4   R0.y, v[0], c[1];
DP4   R0.x, v[0], c[0];
BRA   BB2 (LE.x);
BB1:
DP4   R1.w, v[0], c[7];
DP4   R1.z, v[0], c[6];
DP4   R1.y, v[0], c[5];
DP4   R1.x, v[0], c[4];
BRA   BB6;
BB2:
MOV   R1.x, c[13].y;
SEQC  CC.x, c[12], R1;
BRA   BB4 (LE.x);
BB3:
DP4   R2.z, v[0], c[6];
DP4   R2.x, v[0], c[4];
DP4   R2.y, v[0], c[5];
DP3   R2.w, R2, R2;
RSQ   R2.w, R2.w;
DP3   R1.z, v[2], c[6];
DP3   R1.x, v[2], c[4];
DP3   R1.y, v[2], c[5];
DP3   R1.w, R1, R1;
RSQ   R1.w, R1.w;
MUL   R1.xyz, R1.w, R1;
MUL   R2.xyz, R2.w, R2;
DP3   R1.w, R1, R2;
MUL   R1.xyz, R1, R1.w;
MAD   R1.xyz, -R1, c[13].y, R2;
MOV   R1.w, c[13].x;
BRA   BB5;
BB4:
DP4   R1.w, v[8], c[11];
DP4   R1.z, v[8], c[10];
DP4   R1.y, v[8], c[9];
DP4   R1.x, v[8], c[8];
BB5:
BB6:
MOV   o[HPOS], R0;
MOV   o[TEX0], R1;
END
# 38 instructions, 3 R-regs
