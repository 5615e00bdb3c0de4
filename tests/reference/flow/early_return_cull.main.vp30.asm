!!VP2.0
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -profile vp30
# source file: tests/shaders/flow/early_return_cull.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile vp30
#program main
#semantic main.mvp
#semantic main.center
#semantic main.radius
#var float4 pos : $vin.POSITION : ATTR0 : 0 : 1
#var float4 color : $vin.COLOR0 : ATTR3 : 1 : 1
#var float4x4 mvp :  : c[0], 4 : 2 : 1
#var float3 center :  : c[4] : 3 : 1
#var float radius :  : c[5] : 4 : 1
#var float4 main.hpos : $vout.POSITION : HPOS : -1 : 1
#var float4 main.color : $vout.COLOR0 : COL0 : -1 : 1
#const c[6] = 0 1
BB0:
ADD   R1.xyz, c[4], -v[0];
DP3   R1.x, R1, R1;
RSQ   R1.x, R1.x;
RCP   R1.x, R1.x;
SGTC  CC.x, R1, c[5];
MOV   o[HPOS], c[6].x;
MOV   o[COL0], c[6].x;
MOV   o[HPOS](EQ.x), R0;
MOV   o[COL0](EQ.x), R0;
SLEC  CC.x, R1, c[5];
BRA   BB2 (LE.x);
BB1:
RCP   R0.x, c[5].x;
MAD   R0.x, -R1, R0, c[6].y;
MUL   o[COL0], v[3], R0.x;
DP4   o[HPOS].w, v[0], c[3];
DP4   o[HPOS].z, v[0], c[2];
DP4   o[HPOS].y, v[0], c[1];
DP4   o[HPOS].x, v[0], c[0];
BB2:
END
# 18 instructions, 2 R-regs
