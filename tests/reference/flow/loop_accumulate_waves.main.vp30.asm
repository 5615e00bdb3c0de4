!!VP2.0
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -profile vp30
# source file: tests/shaders/flow/loop_accumulate_waves.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile vp30
#program main
#semantic main.mvp
#semantic main.eyePos
#semantic main.time
#semantic main.waveCount
#semantic main.waves
#var float4 pos : $vin.POSITION : ATTR0 : 0 : 1
#var float4x4 mvp :  : c[0], 4 : 1 : 1
#var float3 eyePos :  : c[4] : 2 : 1
#var float time :  : c[5] : 3 : 1
#var int waveCount :  : c[6] : 4 : 1
#var float4 waves[0] :  : c[7] : 5 : 1
#var float4 waves[1] :  : c[8] : 5 : 1
#var float4 waves[2] :  : c[9] : 5 : 1
#var float4 waves[3] :  : c[10] : 5 : 1
#var float4 waves[4] :  : c[11] : 5 : 1
#var float4 waves[5] :  : c[12] : 5 : 1
#var float4 waves[6] :  : c[13] : 5 : 1
#var float4 waves[7] :  : c[14] : 5 : 1
#var float4 main.hpos : $vout.POSITION : HPOS : -1 : 1
#var float3 main.N : $vout.TEXCOORD0 : TEX0 : -1 : 1
#var float3 main.V : $vout.TEXCOORD1 : TEX1 : -1 : 1
#const c[15] = 0 0.1 1
BB0:
MOV   R1.z, c[6].x;
SLTC  CC.x, c[15], R1.z;
MOV   R0, v[0];
MOV   R1.xy, c[15].x;
MOV   R2.x, c[15];
BRA   BB2 (EQ.x);
BB1:
ARL   A0.x, R2;
MAD   R2.y, R2.x, c[15], c[15].z;
MUL   R1.zw, c[A0.x + 7].xyxy, v[0].xyxz;
ADD   R2.x, c[15].z, R2;
SLTC  CC.x, R2, c[6];
ADD   R1.z, R1, R1.w;
MUL   R2.y, R2, c[5].x;
MAD   R1.z, R1, c[A0.x + 7], R2.y;
SIN   R1.w, R1.z;
MAD   R0.y, R1.w, c[A0.x + 7].w, R0;
MOV   R1.w, c[A0.x + 7].z;
COS   R1.z, R1.z;
MUL   R1.w, c[A0.x + 7], R1;
MUL   R1.z, R1.w, R1;
MAD   R1.xy, c[A0.x + 7], R1.z, R1;
BRA   BB1 (NE.x);
BB2:
MOV   R1.z, -R1.y;
MOV   R1.x, -R1;
MOV   R1.y, c[15].z;
DP3   R1.w, R1, R1;
RSQ   R1.w, R1.w;
DP4   o[HPOS].w, R0, c[3];
DP4   o[HPOS].z, R0, c[2];
DP4   o[HPOS].y, R0, c[1];
DP4   o[HPOS].x, R0, c[0];
MUL   o[TEX0].xyz, R1.w, R1;
ADD   o[TEX1].xyz, c[4], -R0;
END
# 33 instructions, 3 R-regs
