!!VP1.1
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -profile vp20
# source file: tests/shaders/flow/if_uniform_mode.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile vp20
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
#const c[13] = 1 0 2
MOV   R3.xy, c[13].xzzw;
DP4   R0.z, v[0], c[6];
DP4   R0.x, v[0], c[4];
DP4   R0.y, v[0], c[5];
DP3   R0.w, R0, R0;
DP3   R2.z, v[2], c[6];
DP3   R2.x, v[2], c[4];
DP3   R2.y, v[2], c[5];
DP3   R1.x, R2, R2;
RSQ   R1.w, R1.x;
MUL   R2.xyz, R1.w, R2;
RSQ   R0.w, R0.w;
MUL   R1.xyz, R0.w, R0;
DP3   R0.w, R2, R1;
MUL   R2.xyz, R2, R0.w;
MOV   R1.w, c[12].x;
SGE   R3.zw, c[13].xyxz, R1.w;
SGE   R3.xy, c[12].x, R3;
MUL   R3.xy, R3, R3.zwzw;
MAD   R1.xyz, -R2, c[13].z, R1;
SGE   R3.zw, c[13].y, R3.xyxy;
SGE   R4.xy, R3, c[13].y;
MUL   R3.zw, R4.xyxy, R3;
MUL   R0.w, R3.z, R3;
MAX   R0.w, -R0, R0;
SLT   R2.x, c[13].y, R0.w;
MUL   R1.w, R3.z, R3.y;
MAX   R1.w, -R1, R1;
SLT   R2.y, c[13], R1.w;
ADD   R1.w, -R2.y, c[13].x;
DP4   R0.w, v[0], c[7];
MUL   R0, R1.w, R0;
MOV   R1.w, c[13].x;
MAD   R1, R2.y, R1, R0;
ADD   R0.x, -R2, c[13];
MUL   R1, R0.x, R1;
DP4   R0.w, v[8], c[11];
DP4   R0.z, v[8], c[10];
DP4   R0.y, v[8], c[9];
DP4   R0.x, v[8], c[8];
MAD   o[TEX0], R2.x, R0, R1;
DP4   o[HPOS].w, v[0], c[3];
DP4   o[HPOS].z, v[0], c[2];
DP4   o[HPOS].y, v[0], c[1];
DP4   o[HPOS].x, v[0], c[0];
END
# 45 instructions, 0 R-regs
