!!VP2.0
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -profile vp30
# source file: tests/shaders/flow/do_while_refine.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile vp30
#program main
#semantic main.mvp
#semantic main.steps
#semantic main.k
#var float4 pos : $vin.POSITION : ATTR0 : 0 : 1
#var float3 N : $vin.NORMAL : ATTR2 : 1 : 1
#var float4 hpos : $vout.POSITION : HPOS : 2 : 1
#var float4 color : $vout.COLOR0 : COL0 : 3 : 1
#var float4x4 mvp :  : c[0], 4 : 4 : 1
#var int steps :  : c[4] : 5 : 1
#var float k :  : c[5] : 6 : 1
#const c[6] = 1 0 0.33333334 0.5
#const c[7] = 0.1
BB0:
MOV   R0.x, c[6];
MOV   R0.y, c[6];
BB1:
MUL   R0.z, R0.x, R0.x;
MAD   R0.w, R0.z, R0.x, -c[5].x;
RCP   R0.z, R0.z;
MUL   R0.z, R0, R0.w;
ADD   R0.y, c[6].x, R0;
SLTC  CC.x, R0.y, c[4];
MAD   R0.x, -R0.z, c[6].z, R0;
BRA   BB1 (NE.x);
BB2:
MUL   R1.xyz, v[2], R0.x;
MOV   R1.w, c[6].y;
MUL   R1.xyz, R1, c[7].x;
ADD   R1, v[0], R1;
DP4   o[HPOS].w, R1, c[3];
DP4   o[HPOS].z, R1, c[2];
DP4   o[HPOS].y, R1, c[1];
DP4   o[HPOS].x, R1, c[0];
MUL   o[COL0].xy, R0.x, c[6].xwzw;
MOV   o[COL0].zw, c[6].xyyx;
END
# 20 instructions, 2 R-regs
