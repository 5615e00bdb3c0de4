!!VP2.0
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -profile vp30
# source file: tests/shaders/flow/fixed_loop_break.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile vp30
#program main
#semantic main.mvp
#semantic main.eyePos
#semantic main.lodDist
#semantic main.lodColor
#var float4 pos : $vin.POSITION : ATTR0 : 0 : 1
#var float4x4 mvp :  : c[0], 4 : 1 : 1
#var float3 eyePos :  : c[4] : 2 : 1
#var float lodDist[0] :  : c[5] : 3 : 1
#var float lodDist[1] :  : c[6] : 3 : 1
#var float lodDist[2] :  : c[7] : 3 : 1
#var float lodDist[3] :  : c[8] : 3 : 1
#var float4 lodColor[0] :  : c[9] : 4 : 1
#var float4 lodColor[1] :  : c[10] : 4 : 1
#var float4 lodColor[2] :  : c[11] : 4 : 1
#var float4 lodColor[3] :  : c[12] : 4 : 1
#var float4 main.hpos : $vout.POSITION : HPOS : -1 : 1
#var float4 main.color : $vout.COLOR0 : COL0 : -1 : 1
#const c[13] = -1 0 1
BB0:
ADD   R0.xyz, -c[4], v[0];
DP3   R0.x, R0, R0;
RSQ   R0.x, R0.x;
RCP   R3.x, R0.x;
SLTC  CC.x, R3, c[5];
MOV   R3.w, c[13].x;
MOV   R1, c[9];
MOV   R1(EQ.x), c[12];
MOV   R3.w(EQ.x), c[13].y;
MOVC  CC.x, R3.w;
MOV   R3.y, c[13].z;
MOV   R3.y(LT.x), c[13];
DP4   R0.w, v[0], c[3];
DP4   R0.z, v[0], c[2];
DP4   R0.y, v[0], c[1];
DP4   R0.x, v[0], c[0];
BRA   BB4 (LT.x);
BB1:
ARL   A0.x, R3.y;
MOV   R2, c[A0.x + 9];
SLTC  CC.x, R3, c[A0.x + 5];
MOV   R2(EQ.x), R1;
MOV   R3.z, c[13].x;
MOV   R3.z(EQ.x), R3.w;
MOVC  CC.x, R3.z;
MOV   R1, R2;
MOV   R2.x, R3.y;
ADD   R2.x(GE), c[13].z, R3.y;
MOV   R3.w, R3.z;
MOV   R3.y, R2.x;
BRA   BB3 (LT.x);
BB2:
ARL   A0.x, R3.y;
SLTC  CC.x, R3, c[A0.x + 5];
MOV   R2, c[A0.x + 9];
MOV   R3.z, c[13].x;
MOV   R3.z(EQ.x), R3.w;
MOV   R2(EQ.x), R1;
MOV   R3.w, R3.y;
MOVC  CC.y, R3.z;
ADD   R3.w(GE.y), c[13].z, R3.y;
ARL   A0.x, R3.w;
SGE   R1.x, R3.z, c[13].y;
SLT   R1.y, R3.x, c[A0.x + 5].x;
MULC  CC.x, R1, R1.y;
MOV   R2(NE.x), c[A0.x + 9];
MOV   R1, R2;
BB3:
BB4:
MOV   o[HPOS], R0;
MOV   o[COL0], R1;
END
# 47 instructions, 4 R-regs
