!!VP2.0
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -quiet -profile vp30
# source file: 023_loop_break.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile vp30
#program main
#semantic main.lim
#semantic main.k
#var float4 p : $vin.POSITION : ATTR0 : 0 : 1
#var float4 t : $vin.TEXCOORD0 : TEXCOORD0 : 1 : 1
#var float lim[0] :  : c[0] : 2 : 1
#var float lim[1] :  : c[1] : 2 : 1
#var float lim[2] :  : c[2] : 2 : 1
#var float lim[3] :  : c[3] : 2 : 1
#var float4 k[0] :  : c[4] : 3 : 1
#var float4 k[1] :  : c[5] : 3 : 1
#var float4 k[2] :  : c[6] : 3 : 1
#var float4 k[3] :  : c[7] : 3 : 1
#var float4 col : $vout.COLOR0 : COL0 : 4 : 1
#var float4 main : $vout.POSITION : HPOS : -1 : 1
#const c[8] = -1 0 1
BB0:
SLTC  CC.x, v[8], c[0];
MOV   R2.y, c[8].x;
MOV   R0, c[4];
MOV   R0(EQ.x), c[7];
MOV   R2.y(EQ.x), c[8];
MOVC  CC.x, R2.y;
MOV   R2.x, c[8].z;
MOV   R2.x(LT), c[8].y;
BRA   BB4 (LT.x);
BB1:
ARL   A0.x, R2;
MOV   R1, c[A0.x + 4];
SLTC  CC.x, v[8], c[A0.x];
MOV   R1(EQ.x), R0;
MOV   R2.z, c[8].x;
MOV   R2.z(EQ.x), R2.y;
MOVC  CC.x, R2.z;
MOV   R0, R1;
MOV   R1.x, R2;
ADD   R1.x(GE), c[8].z, R2;
MOV   R2.y, R2.z;
MOV   R2.x, R1;
BRA   BB3 (LT.x);
BB2:
ARL   A0.x, R2;
SLTC  CC.x, v[8], c[A0.x];
MOV   R1, c[A0.x + 4];
MOV   R2.z, c[8].x;
MOV   R2.z(EQ.x), R2.y;
MOV   R1(EQ.x), R0;
MOV   R2.y, R2.x;
MOVC  CC.y, R2.z;
ADD   R2.y(GE), c[8].z, R2.x;
ARL   A0.x, R2.y;
SGE   R0.x, R2.z, c[8].y;
SLT   R0.y, v[8].x, c[A0.x].x;
MULC  CC.x, R0, R0.y;
MOV   R1(NE.x), c[A0.x + 4];
MOV   R0, R1;
BB3:
BB4:
MOV   o[COL0], R0;
MOV   o[HPOS], v[0];
END
# 39 instructions, 3 R-regs
