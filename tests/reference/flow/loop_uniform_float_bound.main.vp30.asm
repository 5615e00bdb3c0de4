!!VP2.0
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -profile vp30
# source file: tests/shaders/flow/loop_uniform_float_bound.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile vp30
#program main
#semantic main.mvp
#semantic main.segments
#semantic main.bend
#var float4 pos : $vin.POSITION : ATTR0 : 0 : 1
#var float4 hpos : $vout.POSITION : HPOS : 1 : 1
#var float4 color : $vout.COLOR0 : COL0 : 2 : 1
#var float4x4 mvp :  : c[0], 4 : 3 : 1
#var float segments :  : c[4] : 4 : 1
#var float bend :  : c[5] : 5 : 1
#const c[6] = 0 1 0.5
BB0:
MOV   R1.x, c[4];
SLTC  CC.x, c[6], R1;
MOV   R0.xy, v[0].xzzw;
MOV   R0.z, c[6].x;
MOV   R0.w, c[6].x;
BRA   BB3 (EQ.x);
BB1:
SLTC  CC.x, v[0].y, R0.w;
BRA   BB3 (NE.x);
BB2:
ADD   R0.z, c[5].x, R0;
COS   R1.x, R0.z;
SIN   R1.y, R0.z;
ADD   R0.w, c[6].y, R0;
SLTC  CC.x, R0.w, c[4];
MUL   R1.z, R0.y, R1.y;
MUL   R1.w, R1.x, R0.y;
MAD   R0.y, R0.x, R1, R1.w;
MAD   R0.x, R1, R0, -R1.z;
BRA   BB1 (NE.x);
BB3:
MOV   R1.xz, R0.xyyw;
MOV   R1.w, c[6].y;
MOV   R1.y, v[0];
DP4   o[HPOS].w, R1, c[3];
DP4   o[HPOS].z, R1, c[2];
DP4   o[HPOS].y, R1, c[1];
DP4   o[HPOS].x, R1, c[0];
MOV   o[COL0].yw, c[6].xzzy;
MOV   o[COL0].x, R0.z;
ADD   o[COL0].z, c[6].y, -R0;
END
# 28 instructions, 2 R-regs
