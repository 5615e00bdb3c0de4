!!VP2.0
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -quiet -profile vp30
# source file: tests/sema/cases/439_stmt_switch_in_loop_with_break.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile vp30
#program main
#var float4 pos : $vin.POSITION : ATTR0 : 0 : 1
#var float4 main : $vout.POSITION : HPOS : -1 : 1
#const c[0] = 0 3 1 2
BB0:
SLTC  CC.x, c[0], c[0].y;
MOV   R0, v[0];
MOV   R1.z, c[0].x;
BRA   BB5 (EQ.x);
BB1:
MOVC  CC.x, R1.z;
BRA   BB3 (NE.x);
BB2:
ADD   R0, c[0].zxxx, R0;
BRA   BB4;
BB3:
ADD   R1.xy, c[0].wyzw, R0.yzzw;
SEQC  CC.x, R1.z, c[0].z;
MOV   R0.z(EQ.x), R1.y;
MOV   R0.y(NE.x), R1.x;
BB4:
ADD   R1.z, c[0], R1;
SLTC  CC.x, R1.z, c[0].y;
BRA   BB1 (NE.x);
BB5:
MOV   o[HPOS], R0;
END
# 16 instructions, 2 R-regs
