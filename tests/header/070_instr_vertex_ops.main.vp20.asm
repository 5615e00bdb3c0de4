!!VP1.1
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -profile vp20
# source file: tests/header/070_instr_vertex_ops.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile vp20
#program main
#semantic main.l
#var float4 p : $vin.POSITION : ATTR0 : 0 : 1
#var float3 n : $vin.NORMAL : ATTR2 : 1 : 1
#var float3 l :  : c[0] : 2 : 1
#var float4 main.pos : $vout.POSITION : HPOS : -1 : 1
#var float4 main.c0 : $vout.COLOR0 : COL0 : -1 : 1
#var float4 main.t0 : $vout.TEXCOORD0 : TEX0 : -1 : 1
#var float4 main.t1 : $vout.TEXCOORD1 : TEX1 : -1 : 1
DP3   R0.x, v[2], v[2];
RSQ   R0.x, R0.x;
MUL   R1.xyz, R0.x, v[2];
MOV   R0.yz, v[0].xxyw;
DP3   R0.x, R1, c[0];
LIT   o[COL0], R0.xyzz;
LOG   R0.z, v[0].x;
RSQ   R0.x, v[0].y;
ADD   R0.x, R0.z, R0;
RCP   R0.y, v[0].z;
ADD   R0.y, R0.x, R0;
MAX   R0.x, v[0], -v[0];
ADD   o[TEX1].x, R0, R0.y;
EXP   R0.y, v[0].y;
ADD   o[TEX1].y, v[0], -R0;
EXP   R0.y, v[0].z;
EXP   R0.z, v[0].w;
MOV   o[HPOS], v[0];
MAX   o[TEX0].x, v[0], v[0].y;
MIN   o[TEX0].y, v[0].z, v[0].w;
SGE   o[TEX0].z, v[0].x, v[0].y;
SLT   o[TEX0].w, v[0].z, v[0];
MOV   o[TEX1].z, R0.y;
MOV   o[TEX1].w, R0.z;
END
# 24 instructions, 0 R-regs
