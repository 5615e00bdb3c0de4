!!VP2.0
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -profile vp30
# source file: tests/shaders/flow/ternary_varying_chain.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile vp30
#program main
#semantic main.mvp
#semantic main.palette
#var float4 pos : $vin.POSITION : ATTR0 : 0 : 1
#var float matId : $vin.TEXCOORD3 : TEXCOORD3 : 1 : 1
#var float2 uv : $vin.TEXCOORD0 : TEXCOORD0 : 2 : 1
#var float4x4 mvp :  : c[0], 4 : 3 : 1
#var float4 palette[0] :  : c[4] : 4 : 1
#var float4 palette[1] :  : c[5] : 4 : 1
#var float4 palette[2] :  : c[6] : 4 : 1
#var float4 palette[3] :  : c[7] : 4 : 1
#var float4 main.hpos : $vout.POSITION : HPOS : -1 : 1
#var float4 main.color : $vout.COLOR0 : COL0 : -1 : 1
#var float2 main.uv : $vout.TEXCOORD0 : TEX0 : -1 : 1
#const c[8] = 1 2 3 0
#const c[9] = 0.5 1.5
BB0:
SLTC  CC.x, v[11], c[8];
DP4   R0.w, v[0], c[3];
DP4   R0.z, v[0], c[2];
DP4   R0.y, v[0], c[1];
DP4   R0.x, v[0], c[0];
BRA   BB2 (LE.x);
BB1:
MOV   R1, c[4];
BRA   BB6;
BB2:
SLTC  CC.x, v[11], c[8].y;
BRA   BB4 (LE.x);
BB3:
MOV   R1, c[5];
BRA   BB5;
BB4:
MOV   R1, c[7];
SLTC  CC.x, v[11], c[8].z;
MOV   R1(NE.x), c[6];
BB5:
BB6:
MOV   R2, R1;
SGE   R3.y, v[11].x, c[8];
SLT   R3.x, v[0].y, c[8].w;
MULC  CC.x, R3, R3.y;
MUL   R2(NE.x), R1, c[9].x;
SEQ   R1.y, R3, c[8].w;
MULC  CC.x, R3, R1.y;
MOV   R1.x, R2.w;
MOV   R1.x(NE), c[9];
MOV   R1.y, c[8].x;
SGTC  CC.x, v[11], c[9].y;
MOV   R1.y(NE.x), c[8];
MOV   o[COL0].w, R1.x;
MOV   o[COL0].xyz, R2;
MUL   o[TEX0].xy, v[8], R1.y;
MOV   o[HPOS], R0;
END
# 31 instructions, 4 R-regs
