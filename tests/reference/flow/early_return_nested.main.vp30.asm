!!VP2.0
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -profile vp30
# source file: tests/shaders/flow/early_return_nested.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile vp30
#program main
#semantic main.mvp
#semantic main.eye
#semantic main.range
#semantic main.cNear
#semantic main.cMid
#semantic main.cFar
#var float4 pos : $vin.POSITION : ATTR0 : 0 : 1
#var float4 hpos : $vout.POSITION : HPOS : 1 : 1
#var float4 color : $vout.COLOR0 : COL0 : 2 : 1
#var float4x4 mvp :  : c[0], 4 : 3 : 1
#var float3 eye :  : c[4] : 4 : 1
#var float2 range :  : c[5] : 5 : 1
#var float4 cNear :  : c[6] : 6 : 1
#var float4 cMid :  : c[7] : 7 : 1
#var float4 cFar :  : c[8] : 8 : 1
#const c[9] = 0 0.5
BB0:
ADD   R1.xyz, c[4], -v[0];
DP3   R1.x, R1, R1;
RSQ   R1.x, R1.x;
RCP   R2.x, R1.x;
MOV   R1, c[6];
SLTC  CC.x, R2, c[5];
MOV   R1(EQ.x), R0;
SGE   R2.y, R2.x, c[5].x;
MOVC  CC.x, R2.y;
MOV   R0, R1;
DP4   o[HPOS].w, v[0], c[3];
DP4   o[HPOS].z, v[0], c[2];
DP4   o[HPOS].y, v[0], c[1];
DP4   o[HPOS].x, v[0], c[0];
BRA   BB6 (LE.x);
BB1:
SGTC  CC.x, R2, c[5].y;
BRA   BB3 (LE.x);
BB2:
MOV   R2.z, c[9].x;
MOVC  CC.x, v[0].y;
MOV   R1, c[8];
MOV   R1(LE.x), R0;
MOV   R2.z(LE.x), R2.y;
MOVC  CC.x, R2.z;
MOV   R0.x, c[9].y;
MUL   R1(NE.x), R0.x, c[8];
MOV   R2.z(NE.x), c[9].x;
MOV   R0, R1;
MOV   R2.y, R2.z;
BB3:
MOVC  CC.x, R2.y;
BRA   BB5 (LE.x);
BB4:
MOV   R0, c[6];
ADD   R1.x, -c[5], c[5].y;
ADD   R0, c[7], -R0;
RCP   R1.x, R1.x;
ADD   R1.y, -c[5].x, R2.x;
MUL   R1.x, R1.y, R1;
MAD   R0, R1.x, R0, c[6];
BB5:
BB6:
MOV   o[COL0], R0;
END
# 38 instructions, 3 R-regs
