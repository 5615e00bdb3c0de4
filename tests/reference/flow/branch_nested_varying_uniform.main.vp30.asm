!!VP2.0
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -profile vp30
# source file: tests/shaders/flow/branch_nested_varying_uniform.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile vp30
#program main
#semantic main.mvp
#semantic main.eye
#semantic main.morphEnabled
#semantic main.morphRange
#var float4 pos : $vin.POSITION : ATTR0 : 0 : 1
#var float4 morph : $vin.TEXCOORD1 : TEXCOORD1 : 1 : 1
#var float4 hpos : $vout.POSITION : HPOS : 2 : 1
#var float4 color : $vout.COLOR0 : COL0 : 3 : 1
#var float4x4 mvp :  : c[0], 4 : 4 : 1
#var float3 eye :  : c[4] : 5 : 1
#var bool morphEnabled :  : c[5] : 6 : 1
#var float2 morphRange :  : c[6] : 7 : 1
#const c[7] = 0 1 0.5
BB0:
ADD   R0.xyz, c[4], -v[0];
DP3   R0.x, R0, R0;
RSQ   R1.x, R0.x;
RCP   R1.x, R1.x;
SGTC  CC.x, R1, c[6];
MOV   R0, v[0];
MOV   o[COL0], c[7].xyxy;
BRA   BB5 (LE.x);
BB1:
ADD   R1.y, -c[6].x, c[6];
SGTC  CC.x, v[9].w, c[7].z;
RCP   R1.y, R1.y;
ADD   R1.x, -c[6], R1;
MUL   R1.x, R1, R1.y;
MIN   R1.x, R1, c[7].y;
MAX   R1.w, R1.x, c[7].x;
BRA   BB3 (LE.x);
BB2:
MOV   R0.xyz, v[0];
ADD   R1.xyz, v[9], -R0;
MOVC  CC.x, c[5];
MOV   R0.xyz, v[0];
MOV   o[COL0].zw, c[7].xyxy;
MOV   o[COL0].x, R1.w;
ADD   o[COL0].y, c[7], -R1.w;
MAD   R0.xyz(NE.x), R1.w, R1, v[0];
MOV   o[COL0](EQ.x), c[7].xyxy;
MOV   R0.w, v[0];
BRA   BB4;
BB3:
MOV   o[COL0].xyw, c[7].xxzy;
MOV   o[COL0].z, R1.w;
MOVC  CC.x, c[5];
MOV   o[COL0](EQ.x), c[7].xyxy;
BB4:
BB5:
DP4   o[HPOS].w, R0, c[3];
DP4   o[HPOS].z, R0, c[2];
DP4   o[HPOS].y, R0, c[1];
DP4   o[HPOS].x, R0, c[0];
END
# 35 instructions, 2 R-regs
