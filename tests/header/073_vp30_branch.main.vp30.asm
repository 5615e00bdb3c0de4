!!VP2.0
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -profile vp30
# source file: tests/header/073_vp30_branch.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile vp30
#program main
#semantic k
#semantic n
#var float4 p : $vin.POSITION : ATTR0 : 0 : 1
#var float4 k :  : c[0] : -1 : 1
#var int n :  : c[1] : -1 : 1
#var float4 main : $vout.POSITION : HPOS : -1 : 1
#const c[2] = 0 1
BB0:
MOV   R1.y, c[1].x;
SLTC  CC.x, c[2], R1.y;
MOV   R0, v[0];
MOV   R1.x, c[2];
BRA   BB2 (EQ.x);
BB1:
ADD   R1.x, c[2].y, R1;
SLTC  CC.x, R1, c[1];
MUL   R0, R0, c[0];
BRA   BB1 (NE.x);
BB2:
MOV   o[HPOS], R0;
MOVC  CC.x, v[0];
ADD   o[HPOS](GT.x), c[2].y, R0;
END
# 12 instructions, 2 R-regs
