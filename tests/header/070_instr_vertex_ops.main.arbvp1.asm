!!ARBvp1.0
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -profile arbvp1
# source file: tests/header/070_instr_vertex_ops.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile arbvp1
#program main
#semantic main.l
#var float4 p : $vin.POSITION : POSITION : 0 : 1
#var float3 n : $vin.NORMAL : NORMAL : 1 : 1
#var float3 l :  : c[1] : 2 : 1
#var float4 main.pos : $vout.POSITION : HPOS : -1 : 1
#var float4 main.c0 : $vout.COLOR0 : COL0 : -1 : 1
#var float4 main.t0 : $vout.TEXCOORD0 : TEX0 : -1 : 1
#var float4 main.t1 : $vout.TEXCOORD1 : TEX1 : -1 : 1
PARAM c[2] = { program.local[0..1] };
TEMP R0;
TEMP R1;
DP3 R0.x, vertex.normal, vertex.normal;
RSQ R0.x, R0.x;
MUL R1.xyz, R0.x, vertex.normal;
MOV R0.yz, vertex.position.xxyw;
DP3 R0.x, R1, c[1];
LIT result.color, R0.xyzz;
RSQ R0.y, vertex.position.y;
LG2 R0.x, vertex.position.x;
ADD R0.x, R0, R0.y;
RCP R0.z, vertex.position.z;
ADD R0.y, R0.x, R0.z;
ABS R0.x, vertex.position;
MOV result.position, vertex.position;
ADD result.texcoord[1].x, R0, R0.y;
MAX result.texcoord[0].x, vertex.position, vertex.position.y;
MIN result.texcoord[0].y, vertex.position.z, vertex.position.w;
SGE result.texcoord[0].z, vertex.position.x, vertex.position.y;
SLT result.texcoord[0].w, vertex.position.z, vertex.position;
FLR result.texcoord[1].y, vertex.position;
FRC result.texcoord[1].z, vertex.position;
EX2 result.texcoord[1].w, vertex.position.w;
END
# 21 instructions, 2 R-regs
