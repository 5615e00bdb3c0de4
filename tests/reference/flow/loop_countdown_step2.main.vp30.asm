!!VP2.0
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -profile vp30
# source file: tests/shaders/flow/loop_countdown_step2.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile vp30
#program main
#semantic main.mvp
#semantic main.n
#semantic main.dt
#var float4 pos : $vin.POSITION : ATTR0 : 0 : 1
#var float3 vel : $vin.TEXCOORD1 : TEXCOORD1 : 1 : 1
#var float4 hpos : $vout.POSITION : HPOS : 2 : 1
#var float4 color : $vout.COLOR0 : COL0 : 3 : 1
#var float4x4 mvp :  : c[0], 4 : 4 : 1
#var int n :  : c[4] : 5 : 1
#var float dt :  : c[5] : 6 : 1
#const c[6] = 1 0 0.80000001 2
BB0:
MOV   R1.x, c[6].y;
SGTC  CC.x, c[4], R1;
MOV   R0.xyz, v[0];
MOV   R0.w, c[6].x;
MOV   R1.w, c[4].x;
BRA   BB2 (EQ.x);
BB1:
SGTC  CC.x, R1.w, c[6].w;
MUL   R1.xyz, v[9], c[5].x;
MAD   R0.xyz, -R1, R1.w, R0;
MUL   R0.w, R0, c[6].z;
ADD   R1.w, -c[6], R1;
BRA   BB1 (NE.x);
BB2:
MOV   R1.w, c[6].x;
MOV   R1.xyz, R0;
DP4   o[HPOS].w, R1, c[3];
DP4   o[HPOS].z, R1, c[2];
DP4   o[HPOS].y, R1, c[1];
DP4   o[HPOS].x, R1, c[0];
MOV   o[COL0], R0.w;
END
# 19 instructions, 2 R-regs
