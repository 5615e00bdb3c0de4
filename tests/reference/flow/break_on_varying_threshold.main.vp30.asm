!!VP2.0
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -profile vp30
# source file: tests/shaders/flow/break_on_varying_threshold.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile vp30
#program main
#semantic main.mvp
#semantic main.lightDir
#semantic main.maxSteps
#semantic main.stepLen
#semantic main.hillParams
#var float4 pos : $vin.POSITION : ATTR0 : 0 : 1
#var float3 N : $vin.NORMAL : ATTR2 : 1 : 1
#var float4 hpos : $vout.POSITION : HPOS : 2 : 1
#var float4 color : $vout.COLOR0 : COL0 : 3 : 1
#var float4x4 mvp :  : c[0], 4 : 4 : 1
#var float3 lightDir :  : c[4] : 5 : 1
#var int maxSteps :  : c[5] : 6 : 1
#var float stepLen :  : c[6] : 7 : 1
#var float4 hillParams :  : c[7] : 8 : 1
#const c[8] = 0 1 0.69999999
BB0:
MOV   R1.x, c[5];
SLTC  CC.x, c[8], R1;
MOV   R0.xyz, v[0];
MOV   R0.w, c[8].x;
MOV   R1.z, c[8].x;
BRA   BB3 (EQ.x);
BB1:
MOV   R1.x, c[6];
MAD   R0.xyz, R1.x, -c[4], R0;
MUL   R1.xy, R0.xzzw, c[7].xzzw;
SIN   R1.x, R1.x;
MUL   R1.x, R1, c[7].w;
COS   R1.y, R1.y;
MUL   R1.y, R1.x, R1;
SLTC  CC.x, R0.y, R1.y;
MOV   R1.x, c[8].y;
MOV   R1.x(EQ), R0.w;
MOV   R0.w, R1.x;
BRA   BB3 (NE.x);
BB2:
ADD   R1.z, c[8].y, R1;
SLTC  CC.x, R1.z, c[5];
BRA   BB1 (NE.x);
BB3:
DP3   R0.x, v[2], -c[4];
MIN   R0.x, R0, c[8].y;
MAX   R0.x, R0, c[8];
MAD   R0.y, -R0.w, c[8].z, c[8];
MUL   o[COL0].xyz, R0.y, R0.x;
DP4   o[HPOS].w, v[0], c[3];
DP4   o[HPOS].z, v[0], c[2];
DP4   o[HPOS].y, v[0], c[1];
DP4   o[HPOS].x, v[0], c[0];
MOV   o[COL0].w, c[8].y;
END
# 31 instructions, 2 R-regs
