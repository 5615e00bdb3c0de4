!!VP2.0
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -quiet -profile vp30
# source file: 007_runtime_loop.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile vp30
#program main
#semantic main.count
#semantic main.k
#var float4 p : $vin.POSITION : ATTR0 : 0 : 1
#var int count :  : c[0] : 1 : 1
#var float4 k[0] :  : c[1] : 2 : 1
#var float4 k[1] :  : c[2] : 2 : 1
#var float4 k[2] :  : c[3] : 2 : 1
#var float4 k[3] :  : c[4] : 2 : 1
#var float4 col : $vout.COLOR0 : COL0 : 3 : 1
#var float4 main : $vout.POSITION : HPOS : -1 : 1
#const c[5] = 0 1
BB0:
MOV   R1.y, c[0].x;
SLTC  CC.x, c[5], R1.y;
MOV   R0, c[5].x;
MOV   R1.x, c[5];
BRA   BB2 (EQ.x);
BB1:
ARL   A0.x, R1;
ADD   R1.x, c[5].y, R1;
SLTC  CC.x, R1, c[0];
ADD   R0, R0, c[A0.x + 1];
BRA   BB1 (NE.x);
BB2:
MOV   o[COL0], R0;
MOV   o[HPOS], v[0];
END
# 12 instructions, 2 R-regs
