!!ARBvp1.0
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -quiet -profile arbvp1
# source file: tests/vm/cg/vs_math.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile arbvp1
#program main
#var float4 p : $vin.POSITION : POSITION : 0 : 1
#var float4 a : $vin.TEXCOORD0 : TEXCOORD0 : 1 : 1
#var float4 hpos : $vout.POSITION : HPOS : 2 : 1
#var float4 t0 : $vout.TEXCOORD0 : TEX0 : 3 : 1
#var float4 t1 : $vout.TEXCOORD1 : TEX1 : 4 : 1
#const c[0] = 1 2.5 0.5 3
#const c[1] = 2
PARAM c[2] = { { 1, 2.5, 0.5, 3 },
		{ 2 } };
TEMP R0;
ABS R0.xy, vertex.texcoord[0].wzzw;
ADD R0.x, R0, c[0].z;
RSQ result.texcoord[0].w, R0.x;
ABS R0.x, vertex.texcoord[0].y;
ADD R0.x, R0, c[0];
MOV result.texcoord[1].z, R0.y;
MUL R0.y, vertex.texcoord[0].x, c[0].w;
LG2 result.texcoord[0].y, R0.x;
ABS R0.x, vertex.texcoord[0].z;
POW result.texcoord[0].z, R0.x, c[0].y;
FRC result.texcoord[1].x, R0.y;
MUL R0.x, vertex.texcoord[0].y, c[1];
ADD R0.y, vertex.texcoord[0].w, c[0].w;
MOV result.position, vertex.position;
EX2 result.texcoord[0].x, vertex.texcoord[0].x;
FLR result.texcoord[1].y, R0.x;
RCP result.texcoord[1].w, R0.y;
END
# 17 instructions, 1 R-regs
