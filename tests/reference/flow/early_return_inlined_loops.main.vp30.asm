!!VP2.0
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -profile vp30
# source file: tests/shaders/flow/early_return_inlined_loops.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile vp30
#program main
#semantic main.n
#semantic main.planes
#semantic main.k
#var float4 pos : $vin.POSITION : ATTR0 : 0 : 1
#var float4 t : $vin.TEXCOORD0 : TEXCOORD0 : 1 : 1
#var float4 hpos : $vout.POSITION : HPOS : 2 : 1
#var float4 color : $vout.COLOR0 : COL0 : 3 : 1
#var float4 c1 : $vout.COLOR1 : COL1 : 4 : 1
#var int n :  : c[0] : 5 : 1
#var float4 planes[0] :  : c[1] : 6 : 1
#var float4 planes[1] :  : c[2] : 6 : 1
#var float4 planes[2] :  : c[3] : 6 : 1
#var float4 planes[3] :  : c[4] : 6 : 1
#var float k :  : c[5] : 7 : 1
#const c[6] = 1 0 10 2
#const c[7] = -1
BB0:
MOV   R2.x, c[0];
SLTC  CC.x, c[6].y, R2;
MOV   o[HPOS], v[0];
MOV   R4.y, c[6].x;
MOV   R3.x, c[6].y;
MOV   R3.y, c[6];
BRA   BB6 (EQ.x);
BB1:
ARL   A0.x, R3.y;
DP4   R3.z, c[A0.x + 1], v[0];
MOVC  CC.x, R3.z;
MOV   R3.w, c[6].y;
MOV   R3.w(GE.x), R4.y;
MOV   R4.x, R3.y;
MOV   R4.x(GE), R3;
MOV   R2.yzw, c[6].xyyx;
MOV   R2.x, R3.z;
MOV   R2(GE.x), R0;
MOVC  CC.x, R3.w;
MOV   R0, R2;
MOV   R3.x, R4;
MOV   R4.y, R3.w;
BRA   BB5 (LE.x);
BB2:
MOV   R2.x, c[0];
SLT   R2.x, c[6].y, R2;
MULC  CC.x, R4.y, R2;
MOV   R3.w, c[6].y;
BRA   BB4 (EQ.x);
BB3:
ARL   A0.x, R3.w;
MOV   R2.z, R3.w;
SGTC  CC.x, R3.z, c[A0.x + 1].w;
MOV   R4.x, c[6].y;
MOV   R4.x(EQ), R4.y;
MOV   R4.y, R3.x;
ADD   R4.y(NE.x), c[6].z, R3.x;
MOV   R3.x, R4.y;
MOV   R2.xw, c[6].yyzx;
MOV   R2.y, R3.z;
MOV   R2(EQ.x), R0;
MOV   R0, R2;
ADD   R3.w, c[6].x, R3;
SLT   R2.x, R3.w, c[0];
MULC  CC.x, R4, R2;
MOV   R4.y, R4.x;
BRA   BB3 (NE.x);
BB4:
MOV   R2.x, R3;
MOVC  CC.x, R4.y;
ADD   R2.x(NE), c[6], R3;
MOV   R3.x, R2;
BB5:
ADD   R3.y, c[6].x, R3;
SLT   R2.x, R3.y, c[0];
MULC  CC.x, R4.y, R2;
BRA   BB1 (NE.x);
BB6:
MOVC  CC.x, R4.y;
BRA   BB10 (LE.x);
BB7:
SGTC  CC.x, R3, c[6].w;
BRA   BB9 (LE.x);
BB8:
MOV   R3.z, c[6].y;
MOVC  CC.x, v[0];
MOV   R2, v[0];
MOV   R3.z(LE.x), R4.y;
MOV   R2(LE.x), R0;
MOVC  CC.x, R3.z;
MUL   R2(NE.x), v[0], c[6].w;
MOV   R3.z(NE.x), c[6].y;
MOV   R3.y, c[7].x;
SGTC  CC.x, v[0], c[6].y;
MOV   R3.y(NE.x), R3.x;
MOV   R0, R2;
MOV   R4.y, R3.z;
MOV   R3.x, R3.y;
BB9:
MOV   R2, c[6].x;
MOVC  CC.x, R4.y;
MOV   R2(EQ.x), R0;
MOV   R0, R2;
BB10:
SGTC  CC.x, v[8], c[5];
MOV   o[COL0], R0;
MOV   o[COL1], c[6].y;
BRA   BB22 (LE.x);
BB11:
MOV   R0.x, c[0];
SLTC  CC.x, c[6].y, R0;
MOV   R3.y, c[6].x;
MOV   R3.z, c[6].y;
MOV   R2.x, c[6].y;
BRA   BB17 (EQ.x);
BB12:
ARL   A0.x, R2;
DP4   R2.y, c[A0.x + 1], v[8];
MOVC  CC.x, R2.y;
MOV   R2.z, c[6].y;
MOV   R2.z(GE.x), R3.y;
MOV   R2.w, R2.x;
MOV   R2.w(GE.x), R3.z;
MOV   R0.yzw, c[6].xyyx;
MOV   R0.x, R2.y;
MOV   R0(GE.x), R1;
MOVC  CC.x, R2.z;
MOV   R1, R0;
MOV   R3.z, R2.w;
MOV   R3.y, R2.z;
BRA   BB16 (LE.x);
BB13:
MOV   R0.x, c[0];
SLT   R0.x, c[6].y, R0;
MULC  CC.x, R3.y, R0;
MOV   R2.z, c[6].y;
BRA   BB15 (EQ.x);
BB14:
ARL   A0.x, R2.z;
MOV   R0.z, R2;
SGTC  CC.x, R2.y, c[A0.x + 1].w;
MOV   R2.w, c[6].y;
MOV   R2.w(EQ.x), R3.y;
MOV   R3.y, R3.z;
ADD   R3.y(NE.x), c[6].z, R3.z;
MOV   R3.z, R3.y;
MOV   R0.xw, c[6].yyzx;
MOV   R0.y, R2;
MOV   R0(EQ.x), R1;
MOV   R1, R0;
ADD   R2.z, c[6].x, R2;
SLT   R0.x, R2.z, c[0];
MULC  CC.x, R2.w, R0;
MOV   R3.y, R2.w;
BRA   BB14 (NE.x);
BB15:
MOV   R0.x, R3.z;
MOVC  CC.x, R3.y;
ADD   R0.x(NE), c[6], R3.z;
MOV   R3.z, R0.x;
BB16:
ADD   R2.x, c[6], R2;
SLT   R0.x, R2, c[0];
MULC  CC.x, R3.y, R0;
BRA   BB12 (NE.x);
BB17:
MOVC  CC.x, R3.y;
BRA   BB21 (LE.x);
BB18:
SGTC  CC.x, R3.z, c[6].w;
BRA   BB20 (LE.x);
BB19:
MOV   R2.y, c[6];
MOVC  CC.x, v[8];
MOV   R0, v[8];
MOV   R2.y(LE.x), R3;
MOV   R0(LE.x), R1;
MOVC  CC.x, R2.y;
MUL   R0(NE.x), v[8], c[6].w;
MOV   R2.y(NE.x), c[6];
MOV   R2.x, c[7];
SGTC  CC.x, v[8], c[6].y;
MOV   R2.x(NE), R3.z;
MOV   R1, R0;
MOV   R3.y, R2;
MOV   R3.z, R2.x;
BB20:
MOV   R0, c[6].x;
MOVC  CC.x, R3.y;
MOV   R0(EQ.x), R1;
MOV   R1, R0;
BB21:
ADD   o[COL1], R1, R3.z;
BB22:
MOV   o[COL1].w, R3.x;
END
# 153 instructions, 5 R-regs
