!!VP2.0
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -quiet -profile vp30
# source file: vp_loop.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile vp30
#program main
#semantic main.n
#var float4 p : $vin.POSITION : ATTR0 : 0 : 1
#var float n :  : c[0] : 1 : 1
#var float4 main : $vout.POSITION : HPOS : -1 : 1
#const c[1] = 0 0.5 1
BB0:
MOV   R1.y, c[0].x;
SLTC  CC.x, c[1], R1.y;
MOV   R0, v[0];
MOV   R1.x, c[1];
BRA   BB2 (EQ.x);
BB1:
ADD   R1.x, c[1].z, R1;
SLTC  CC.x, R1, c[0];
MAD   R0, R0, c[1].y, v[0];
BRA   BB1 (NE.x);
BB2:
MOV   o[HPOS], R0;
END
# 10 instructions, 2 R-regs
