!!ARBvp1.0
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -profile arbvp1
# source file: tests/shaders/flow/loop_return_continue_helper.cg
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
#const c[0] = -1 1 0 2
PARAM c[5] = { { -1, 1, 0, 2 },
		program.local[1..4] };
TEMP R0;
TEMP R1;
TEMP R2;
TEMP R3;
TEMP R4;
SLT R2.y, vertex.texcoord[1].x, c[0].x;
MAD R2.x, R2.y, c[0], c[0].y;
MAD R0, R2.y, -R0, R0;
SLT R2.w, vertex.texcoord[1].y, c[0].x;
MUL R3.z, R2.x, R2.w;
MAD R3.y, -R2.x, R3.z, R2.x;
SLT R1.x, vertex.texcoord[1], c[0].z;
MUL R1.x, R2, R1;
ABS R1.x, R1;
SGE R2.z, c[0], R1.x;
MUL R3.x, R2, R3.y;
SLT R2.y, vertex.texcoord[1], c[0].z;
MUL R3.w, R3.x, R2.y;
MUL R2.z, R2.x, R2;
MUL R1, vertex.texcoord[1].x, c[1];
MUL R1, R1, R2.z;
MAD R2, R1, c[0].w, -R0;
MAD R2, R3.z, R2, R0;
ABS R3.w, R3;
SGE R3.z, c[0], R3.w;
MUL R3.z, R3.x, R3;
MUL R0, vertex.texcoord[1].y, c[2];
MAD R0, R0, R3.z, R1;
SLT R3.w, vertex.texcoord[1].z, c[0].x;
MUL R3.z, R3.w, R3.x;
MAD R1, R0, c[0].w, -R2;
MAD R1, R3.z, R1, R2;
MAD R3.y, -R3, R3.z, R3;
MUL R2.x, R3.y, R3;
SLT R2.y, vertex.texcoord[1].w, c[0].x;
MUL R3.z, R2.y, R2.x;
MAD R3.x, -R3.y, R3.z, R3.y;
SLT R2.y, vertex.texcoord[1].z, c[0].z;
MUL R2.y, R2.x, R2;
ABS R2.y, R2;
SGE R2.y, c[0].z, R2;
MUL R3.y, R3.x, R2.x;
SLT R2.z, vertex.texcoord[1].w, c[0];
MUL R3.w, R3.y, R2.z;
MUL R4.x, R2, R2.y;
MUL R2, vertex.texcoord[1].z, c[3];
MAD R0, R2, R4.x, R0;
MAD R2, R0, c[0].w, -R1;
MAD R2, R3.z, R2, R1;
ABS R3.w, R3;
SGE R3.w, c[0].z, R3;
MUL R3.y, R3, R3.w;
MUL R1, vertex.texcoord[1].w, c[4];
MAD R0, R1, R3.y, R0;
ADD R0, R0, -R2;
MAD result.color, R0, R3.x, R2;
MOV result.position, vertex.position;
END
# 52 instructions, 5 R-regs
