!!ARBvp1.0
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -profile arbvp1
# source file: tests/shaders/flow/do_while_runtime_break.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile arbvp1
#program main
#semantic main.k
#var float4 p : $vin.POSITION : POSITION : 0 : 1
#var float4 w : $vin.TEXCOORD1 : TEXCOORD1 : 1 : 1
#var float4 k[0] :  : c[1] : 2 : 1
#var float4 k[1] :  : c[2] : 2 : 1
#var float4 k[2] :  : c[3] : 2 : 1
#var float4 k[3] :  : c[4] : 2 : 1
#var float4 col : $vout.COLOR0 : COL0 : 3 : 1
#var float4 main : $vout.POSITION : HPOS : -1 : 1
#const c[0] = 1 0 -1 3
#const c[5] = 4
PARAM c[6] = { { 1, 0, -1, 3 },
		program.local[1..4],
		{ 4 } };
TEMP R0;
TEMP R1;
TEMP R2;
SLT R1.y, vertex.texcoord[1].x, c[1].x;
SGE R1.x, -R1.y, -c[0].y;
MAD R2.x, R1, c[0], c[0];
MUL R0, R1.x, c[2];
ADD R0, R0, c[1];
SLT R1.z, vertex.texcoord[1].x, R0.x;
MUL R1.w, R1.x, R1.z;
ADD R1.y, -R1, c[0];
ADD R1.z, -R1.y, c[0];
MAD R1.y, R1.z, R1.w, R1;
SGE R1.z, R1.y, c[0].y;
MUL R1.z, R1.x, R1;
MAD R0, R1.z, c[3], R0;
SLT R1.w, vertex.texcoord[1].x, R0.x;
MUL R1.w, R1.z, R1;
ADD R1.x, -R1.y, c[0].z;
MAD R1.x, R1, R1.w, R1.y;
ADD R2.y, -R2.x, c[0].w;
MAD R1.y, R1.z, R2, R2.x;
SGE R1.x, R1, c[0].y;
MUL R1.x, R1.z, R1;
ADD R1.w, -R1.y, c[5].x;
MAD R1.y, R1.x, R1.w, R1;
MAD R0, R1.x, c[4], R0;
MUL result.color, R0, R1.y;
MOV result.position, vertex.position;
END
# 26 instructions, 3 R-regs
