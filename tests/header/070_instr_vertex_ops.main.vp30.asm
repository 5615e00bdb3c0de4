!!VP2.0
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -profile vp30
# source file: tests/header/070_instr_vertex_ops.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile vp30
#program main
#semantic main.l
#var float4 p : $vin.POSITION : ATTR0 : 0 : 1
#var float3 n : $vin.NORMAL : ATTR2 : 1 : 1
#var float3 l :  : c[0] : 2 : 1
#var float4 main.pos : $vout.POSITION : HPOS : -1 : 1
#var float4 main.c0 : $vout.COLOR0 : COL0 : -1 : 1
#var float4 main.t0 : $vout.TEXCOORD0 : TEX0 : -1 : 1
#var float4 main.t1 : $vout.TEXCOORD1 : TEX1 : -1 : 1
BB0:
DP3   R0.x, v[2], v[2];
RSQ   R0.x, R0.x;
MUL   R0.xyz, R0.x, v[2];
DP3   R0.x, R0, c[0];
MOV   R0.yz, v[0].xxyw;
RCP   R1.y, v[0].z;
RSQ   R1.x, v[0].y;
LG2   R0.w, v[0].x;
ADD   R0.w, R0, R1.x;
ADD   R0.w, R0, R1.y;
MOV   o[HPOS], v[0];
LIT   o[COL0], R0.xyzz;
ADD   o[TEX1].x, |v[0]|, R0.w;
MAX   o[TEX0].x, v[0], v[0].y;
MIN   o[TEX0].y, v[0].z, v[0].w;
SGE   o[TEX0].z, v[0].x, v[0].y;
SLT   o[TEX0].w, v[0].z, v[0];
FLR   o[TEX1].y, v[0];
FRC   o[TEX1].z, v[0];
EX2   o[TEX1].w, v[0].w;
END
# 20 instructions, 2 R-regs
