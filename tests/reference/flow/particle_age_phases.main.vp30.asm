!!VP2.0
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -profile vp30
# source file: tests/shaders/flow/particle_age_phases.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile vp30
#program main
#semantic main.mvp
#semantic main.time
#semantic main.lifetime
#semantic main.gravity
#semantic main.startColor
#semantic main.endColor
#var float4 pos : $vin.POSITION : ATTR0 : 0 : 1
#var float4 vel : $vin.TEXCOORD0 : TEXCOORD0 : 1 : 1
#var float birth : $vin.TEXCOORD1 : TEXCOORD1 : 2 : 1
#var float4x4 mvp :  : c[0], 4 : 3 : 1
#var float time :  : c[4] : 4 : 1
#var float lifetime :  : c[5] : 5 : 1
#var float3 gravity :  : c[6] : 6 : 1
#var float4 startColor :  : c[7] : 7 : 1
#var float4 endColor :  : c[8] : 8 : 1
#var float4 main.hpos : $vout.POSITION : HPOS : -1 : 1
#var float4 main.color : $vout.COLOR0 : COL0 : -1 : 1
#var float main.psize : $vout.PSIZE : PSIZ : -1 : 1
#const c[9] = 0 1 -2 0.5
#const c[10] = 0.1 10 0.80000001 5
BB0:
ADD   R2.x, c[4], -v[9];
MOV   o[HPOS], c[9].xxzy;
SGT   R1.y, R2.x, c[5].x;
SLT   R1.x, -v[9], -c[4];
ADDC  CC.x, R1, R1.y;
MOV   o[COL0], c[9].x;
MOV   o[PSIZ].x, c[9];
MOV   o[HPOS](EQ.x), R0;
MOV   o[COL0](EQ.x), R0;
MOV   R0.y, c[9].x;
MOV   R0.y(EQ.x), c[9];
MOV   o[PSIZ].x(EQ), R0;
MOVC  CC.x, R0.y;
BRA   BB5 (LE.x);
BB1:
MUL   R0.xyz, R2.x, c[6];
MUL   R1.xyz, R2.x, v[8];
MUL   R0.xyz, R2.x, R0;
ADD   R1.xyz, R1, v[0];
MAD   R1.xyz, R0, c[9].w, R1;
MOV   R1.w, c[9].y;
RCP   R0.x, c[5].x;
MUL   R3.x, R2, R0;
SLTC  CC.x, R3, c[10];
DP4   R0.w, R1, c[3];
DP4   R0.z, R1, c[2];
DP4   R0.y, R1, c[1];
DP4   R0.x, R1, c[0];
BRA   BB3 (LE.x);
BB2:
MUL   R1, R3.x, c[7];
MUL   R1, R1, c[10].y;
BRA   BB4;
BB3:
MOV   R1, c[7];
ADD   R2.x, -c[10].z, R3;
ADD   R1, c[8], -R1;
MUL   R1, R2.x, R1;
MUL   R2, R1, c[10].w;
MOV   R1, c[7];
SGTC  CC.x, R3, c[10].z;
ADD   R1(NE.x), c[7], R2;
BB4:
MOV   o[HPOS], R0;
ADD   R0.x, c[9].y, R3;
MOV   o[COL0], R1;
MUL   o[PSIZ].x, v[8].w, R0;
BB5:
END
# 43 instructions, 4 R-regs
