!!VP2.0
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -profile vp30
# source file: tests/shaders/flow/early_return_nested_loops.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile vp30
#program main
#semantic main.n
#semantic main.planes
#var float4 pos : $vin.POSITION : ATTR0 : 0 : 1
#var float4 t : $vin.TEXCOORD0 : TEXCOORD0 : 1 : 1
#var float4 color : $vout.COLOR0 : COL0 : 2 : 1
#var int n :  : c[0] : 3 : 1
#var float4 planes[0] :  : c[1] : 4 : 1
#var float4 planes[1] :  : c[2] : 4 : 1
#var float4 planes[2] :  : c[3] : 4 : 1
#var float4 planes[3] :  : c[4] : 4 : 1
#var float4 main : $vout.POSITION : HPOS : -1 : 1
#const c[5] = 1 0 2 5
#const c[6] = 3 4
BB0:
MOV   R2.x, c[0];
SLTC  CC.x, c[5].y, R2;
MOV   R0, v[8];
MOV   o[COL0], v[8];
MOV   R3.x, c[5];
MOV   R4.x, c[5].y;
BRA   BB6 (EQ.x);
BB1:
SLT   R2.x, R4, c[0];
MULC  CC.x, R3, R2;
MOV   R4.y, R4.x;
BRA   BB5 (EQ.x);
BB2:
ARL   A0.x, R4.y;
ADD   R2.x, R0, c[A0.x + 1];
ARL   A0.y, R4.x;
DP4   R2.y, c[A0.y + 1], v[0];
SLTC  CC.x, R2.y, c[A0.x + 1].y;
MOV   R0.x, R2;
MOV   o[COL0].x, R2;
BRA   BB4 (LE.x);
BB3:
MOVC  CC.x, v[8].y;
MOV   R2, R1;
MOV   R4.z, c[5].y;
MOV   R4.z(LE.x), R3.x;
MOV   R0.y(GT.x), c[5].w;
MUL   R2(GT.x), v[0], c[6].x;
MOVC  CC.x, R4.z;
MOV   R2(NE.x), v[0];
MOV   R3.xzw, R0;
MOV   R3.y, R0;
MOV   R3(NE.x), c[5].z;
MOV   R4.z(NE.x), c[5].y;
MOV   R0, R3;
MOV   o[COL0], R3;
MOV   R1, R2;
MOV   o[HPOS], R2;
MOV   R3.x, R4.z;
BB4:
ADD   R4.y, c[5].x, R4;
SLT   R2.x, R4.y, c[0];
MULC  CC.x, R3, R2;
BRA   BB2 (NE.x);
BB5:
SGT   R3.y, R0.x, c[6];
MULC  CC.x, R3, R3.y;
MOV   R2, v[8];
MOV   R2(EQ.x), R1;
MOV   R3.x(NE), c[5].y;
MOV   R1, R2;
MOV   o[HPOS], R2;
ADD   R4.x, c[5], R4;
SLT   R2.x, R4, c[0];
MULC  CC.x, R3, R2;
BRA   BB1 (NE.x);
BB6:
MOV   o[HPOS], R1;
MOVC  CC.x, R3;
ADD   o[HPOS](NE.x), c[5].x, v[0];
END
# 54 instructions, 5 R-regs
