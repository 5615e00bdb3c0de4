!!VP2.0
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -profile vp30
# source file: tests/shaders/flow/early_return_in_loop.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile vp30
#program main
#semantic main.mvp
#semantic main.planeCount
#semantic main.planes
#var float4 pos : $vin.POSITION : ATTR0 : 0 : 1
#var float4 color : $vout.COLOR0 : COL0 : 1 : 1
#var float4x4 mvp :  : c[0], 4 : 2 : 1
#var int planeCount :  : c[4] : 3 : 1
#var float4 planes[0] :  : c[5] : 4 : 1
#var float4 planes[1] :  : c[6] : 4 : 1
#var float4 planes[2] :  : c[7] : 4 : 1
#var float4 planes[3] :  : c[8] : 4 : 1
#var float4 planes[4] :  : c[9] : 4 : 1
#var float4 planes[5] :  : c[10] : 4 : 1
#var float4 main : $vout.POSITION : HPOS : -1 : 1
#const c[11] = 1 0 2
BB0:
MOV   R2.x, c[4];
SLTC  CC.x, c[11].y, R2;
MOV   R3.x, c[11];
MOV   R3.y, c[11];
BRA   BB2 (EQ.x);
BB1:
ARL   A0.x, R3.y;
MOV   R2, c[11].zzzx;
DP4C  CC.x, c[A0.x + 5], v[0];
MOV   R2(GE.x), R1;
MOV   R1, c[11].xyyx;
MOV   R1(GE.x), R0;
MOV   R3.z, c[11].y;
MOV   R3.z(GE.x), R3.x;
MOV   R0, R1;
MOV   o[COL0], R1;
MOV   R1, R2;
MOV   o[HPOS], R2;
ADD   R3.y, c[11].x, R3;
SLT   R2.x, R3.y, c[4];
MULC  CC.x, R3.z, R2;
MOV   R3.x, R3.z;
BRA   BB1 (NE.x);
BB2:
MOVC  CC.x, R3;
BRA   BB4 (LE.x);
BB3:
MOV   o[COL0], c[11].yxyx;
DP4   o[HPOS].w, v[0], c[3];
DP4   o[HPOS].z, v[0], c[2];
DP4   o[HPOS].y, v[0], c[1];
DP4   o[HPOS].x, v[0], c[0];
BB4:
END
# 29 instructions, 4 R-regs
