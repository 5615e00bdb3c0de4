!!VP2.0
# cgrs back-end test: vp_loop.cg
#profile vp30
#program main
#semantic main.n
#var float4 p : $vin.POSITION : ATTR0 : 0 : 1
#var float n :  : c[0] : 1 : 1
#var float4 main : $vout.POSITION : HPOS : -1 : 1
#const c[1] = 0 0.5 1
BB0:
MOV   R0, v[0];
MOV   R1.x, c[1].x;
MOV   R1.y, c[0].x;
SLTC  R1.y, c[1].x, R1.y;
BRA   BB2 (EQ.y);
BB1:
MAD   R0, R0, c[1].y, v[0];
ADD   R1.x, R1.x, c[1].z;
SLTC  R1.y, R1.x, c[0].x;
BRA   BB1 (NE.y);
BB2:
MOV   o[HPOS], R0;
END
# 10 instructions, 2 R-regs
