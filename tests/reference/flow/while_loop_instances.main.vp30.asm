!!VP2.0
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -profile vp30
# source file: tests/shaders/flow/while_loop_instances.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile vp30
#program main
#semantic main.mvp
#semantic main.iterations
#semantic main.stiffness
#var float4 pos : $vin.POSITION : ATTR0 : 0 : 1
#var float4 target : $vin.TEXCOORD1 : TEXCOORD1 : 1 : 1
#var float4 hpos : $vout.POSITION : HPOS : 2 : 1
#var float4 color : $vout.COLOR0 : COL0 : 3 : 1
#var float4x4 mvp :  : c[0], 4 : 4 : 1
#var int iterations :  : c[4] : 5 : 1
#var float stiffness :  : c[5] : 6 : 1
#const c[6] = 0 1
BB0:
MOV   R1.x, c[4];
SLTC  CC.x, c[6], R1;
MOV   R0, v[0];
MOV   R2.x, c[6];
BRA   BB2 (EQ.x);
BB1:
ADD   R1, v[9], -R0;
ADD   R2.x, c[6].y, R2;
SLTC  CC.x, R2, c[4];
MAD   R0, R1, c[5].x, R0;
BRA   BB1 (NE.x);
BB2:
ADD   R1, -R0, v[9];
DP4   R1.x, R1, R1;
RSQ   R1.x, R1.x;
DP4   o[HPOS].w, R0, c[3];
DP4   o[HPOS].z, R0, c[2];
DP4   o[HPOS].y, R0, c[1];
DP4   o[HPOS].x, R0, c[0];
RCP   o[COL0].xyz, R1.x;
MOV   o[COL0].w, c[6].y;
END
# 19 instructions, 3 R-regs
