!!VP2.0
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -profile vp30
# source file: tests/shaders/flow/if_else_chain_uniform_float.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile vp30
#program main
#semantic main.mvp
#semantic main.debugMode
#var float4 pos : $vin.POSITION : ATTR0 : 0 : 1
#var float3 N : $vin.NORMAL : ATTR2 : 1 : 1
#var float2 uv : $vin.TEXCOORD0 : TEXCOORD0 : 2 : 1
#var float4 vcol : $vin.COLOR0 : ATTR3 : 3 : 1
#var float4 hpos : $vout.POSITION : HPOS : 4 : 1
#var float4 color : $vout.COLOR0 : COL0 : 5 : 1
#var float4x4 mvp :  : c[0], 4 : 6 : 1
#var float debugMode :  : c[4] : 7 : 1
#const c[5] = 0.5 1.5 1 2.5
#const c[6] = 0 1 3.5
BB0:
MOV   R0.xy, c[5];
SLT   R0.xy, c[4].x, R0;
MOVC  CC.x, R0.y;
MOV   o[COL0], v[3];
DP4   o[HPOS].w, v[0], c[3];
DP4   o[HPOS].z, v[0], c[2];
DP4   o[HPOS].y, v[0], c[1];
DP4   o[HPOS].x, v[0], c[0];
BRA   BB2 (LE.x);
BB1:
MAD   o[COL0].xyz, v[2], c[5].x, c[5].x;
MOV   o[COL0].w, c[5].z;
MOVC  CC.x, R0;
MOV   o[COL0](NE.x), v[3];
BRA   BB6;
BB2:
MOV   R0.y, c[5].w;
SLTC  CC.x, c[4], R0.y;
BRA   BB4 (LE.x);
BB3:
MOV   o[COL0].xy, v[8];
MOV   o[COL0].zw, c[6].xyxy;
MOVC  CC.x, R0;
MOV   o[COL0](NE.x), v[3];
BRA   BB5;
BB4:
MOV   R0.y, c[6].z;
FRC   o[COL0].xyz, v[0];
SEQ   R0.x, R0, c[6];
SLT   R0.y, c[4].x, R0;
MULC  CC.x, R0, R0.y;
MOV   o[COL0].w, c[5].z;
MOV   o[COL0](EQ.x), v[3];
SEQ   R0.y, R0, c[6].x;
MULC  CC.x, R0, R0.y;
MOV   o[COL0](NE.x), c[6].yxyy;
BB5:
BB6:
END
# 32 instructions, 1 R-regs
