!!ARBvp1.0
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -profile arbvp1
# source file: tests/shaders/stdlib/exp_log.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile arbvp1
#program vmain
#var float4 p : $vin.POSITION : POSITION : 0 : 1
#var float4 a : $vin.TEXCOORD0 : TEXCOORD0 : 1 : 1
#var float4 hpos : $vout.POSITION : HPOS : 2 : 1
#var float4 t0 : $vout.TEXCOORD0 : TEX0 : 3 : 1
#var float4 t1 : $vout.TEXCOORD1 : TEX1 : 4 : 1
#var float4 t2 : $vout.TEXCOORD2 : TEX2 : 5 : 1
#const c[0] = 0.25 2.718282 0.69314718 0.30103001
#const c[1] = 1.7
PARAM c[2] = { { 0.25, 2.718282, 0.69314718, 0.30103001 },
		{ 1.7 } };
TEMP R0;
TEMP R1;
ABS R0, vertex.texcoord[0];
ADD R0, R0, c[0].x;
LG2 R1.x, R0.w;
MUL result.texcoord[0].w, R1.x, c[0].z;
LG2 result.texcoord[1].x, R0.x;
LG2 R1.x, R0.z;
LG2 result.texcoord[1].y, R0.y;
RSQ R0.x, R0.x;
RSQ R0.y, R0.y;
MOV result.position, vertex.position;
MUL result.texcoord[1].z, R1.x, c[0].w;
POW result.texcoord[1].w, R0.w, c[1].x;
RCP result.texcoord[2].x, R0.x;
RCP result.texcoord[2].y, R0.y;
RSQ result.texcoord[2].z, R0.z;
RSQ result.texcoord[2].w, R0.w;
POW result.texcoord[0].x, c[0].y, vertex.texcoord[0].x;
EX2 result.texcoord[0].y, vertex.texcoord[0].y;
EX2 result.texcoord[0].z, vertex.texcoord[0].z;
END
# 19 instructions, 2 R-regs
