!!VP2.0
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -profile vp30
# source file: tests/shaders/flow/do_while_runtime_break.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile vp30
#program main
#semantic main.k
#var float4 p : $vin.POSITION : ATTR0 : 0 : 1
#var float4 w : $vin.TEXCOORD1 : TEXCOORD1 : 1 : 1
#var float4 k[0] :  : c[0] : 2 : 1
#var float4 k[1] :  : c[1] : 2 : 1
#var float4 k[2] :  : c[2] : 2 : 1
#var float4 k[3] :  : c[3] : 2 : 1
#var float4 col : $vout.COLOR0 : COL0 : 3 : 1
#var float4 main : $vout.POSITION : HPOS : -1 : 1
#const c[4] = 0 1 4
BB0:
MOV   R0, c[4].x;
MOV   R1.x, c[4];
BB1:
ARL   A0.x, R1;
ADD   R0, R0, c[A0.x];
SGTC  CC.x, R0, v[9];
ADD   R1.x, c[4].y, R1;
BRA   BB3 (NE.x);
BB2:
SLTC  CC.x, R1, c[4].z;
BRA   BB1 (NE.x);
BB3:
MUL   o[COL0], R0, R1.x;
MOV   o[HPOS], v[0];
END
# 11 instructions, 2 R-regs
