!!VP2.0
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -quiet -profile vp30
# source file: tests/sema/cases/462_stmt_continue_in_switch_in_dynamic_loop_vp30.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile vp30
#program main
#var float4 c : $vin.POSITION : ATTR0 : 0 : 1
#var float4 main : $vout.POSITION : HPOS : -1 : 1
#const c[0] = 0 8 1 0.5
#const c[1] = 3 0.25 0 0.125
BB0:
MUL   R0.x, v[0].w, c[0].y;
FLR   R0.y, |R0.x|;
MOV   R1.y, R0;
MOVC  CC.x, R0;
MOV   R1.y(LT.x), -R0;
SLTC  CC.x, c[0], R1.y;
MOV   R0, c[0].x;
MOV   R1.x, c[0];
BRA   BB8 (EQ.x);
BB1:
ADD   R1.x, c[0].z, R1;
SEQC  CC.x, R1, c[0].z;
BRA   BB4 (LE.x);
BB2:
SGTC  CC.x, v[0], c[0].w;
BRA   BB7 (NE.x);
BB3:
ADD   R0, c[0].zxxx, R0;
BRA   BB6;
BB4:
SEQ   R1.y, R1.x, c[1].x;
MOVC  CC.x, R1.y;
BRA   BB7 (NE.x);
BB5:
MOV   R1.z, R0.y;
MOVC  CC.x, R1.y;
ADD   R1.z(EQ.x), c[1].y, R0.y;
MOV   R0.y, R1.z;
BB6:
ADD   R0, c[1].zzwz, R0;
BB7:
MUL   R1.z, v[0].w, c[0].y;
FLR   R1.w, |R1.z|;
MOV   R1.y, R1.w;
MOVC  CC.x, R1.z;
MOV   R1.y(LT.x), -R1.w;
SLTC  CC.x, R1, R1.y;
BRA   BB1 (NE.x);
BB8:
MOV   o[HPOS], R0;
END
# 32 instructions, 2 R-regs
