!!VP2.0
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -profile vp30
# source file: tests/shaders/flow/loop_matrix_stack.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile vp30
#program main
#semantic main.viewProj
#semantic main.parents
#semantic main.depth
#var float4 pos : $vin.POSITION : ATTR0 : 0 : 1
#var float4 hpos : $vout.POSITION : HPOS : 1 : 1
#var float4 color : $vout.COLOR0 : COL0 : 2 : 1
#var float4x4 viewProj :  : c[0], 4 : 3 : 1
#var float4x4 parents[0] :  : c[4], 4 : 4 : 1
#var float4x4 parents[1] :  : c[8], 4 : 4 : 1
#var float4x4 parents[2] :  : c[12], 4 : 4 : 1
#var float4x4 parents[3] :  : c[16], 4 : 4 : 1
#var int depth :  : c[20] : 5 : 1
#const c[21] = 0 4 1 0.25
BB0:
MOV   R1.y, c[20].x;
SLTC  CC.x, c[21], R1.y;
MOV   R0, v[0];
MOV   R1.x, c[21];
BRA   BB2 (EQ.x);
BB1:
MUL   R1.y, R1.x, c[21];
ARL   A0.x, R1.y;
ADD   R1.x, c[21].z, R1;
SLTC  CC.x, R1, c[20];
DP4   R1.y, R0, c[A0.x + 6];
DP4   R1.z, R0, c[A0.x + 5];
DP4   R1.w, R0, c[A0.x + 4];
DP4   R0.w, c[A0.x + 7], R0;
MOV   R0.z, R1.y;
MOV   R0.y, R1.z;
MOV   R0.x, R1.w;
BRA   BB1 (NE.x);
BB2:
DP4   o[HPOS].w, R0, c[3];
DP4   o[HPOS].z, R0, c[2];
DP4   o[HPOS].y, R0, c[1];
DP4   o[HPOS].x, R0, c[0];
MOV   R0.x, c[20];
MOV   o[COL0].yw, c[21].xxzz;
MUL   o[COL0].x, R0, c[21].w;
MAD   o[COL0].z, R0.x, -c[21].w, c[21];
END
# 25 instructions, 2 R-regs
