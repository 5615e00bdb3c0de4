!!ARBvp1.0
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -quiet -profile arbvp1
# source file: tests/vm/cg/vs_branch.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile arbvp1
#program main
#semantic main.k
#var float4 p : $vin.POSITION : POSITION : 0 : 1
#var float4 a : $vin.TEXCOORD0 : TEXCOORD0 : 1 : 1
#var float k :  : c[1] : 2 : 1
#var float4 hpos : $vout.POSITION : HPOS : 3 : 1
#var float4 tc : $vout.TEXCOORD0 : TEX0 : 4 : 1
#const c[0] = 2 1 0 7
PARAM c[2] = { { 2, 1, 0, 7 },
		program.local[1] };
TEMP R0;
TEMP R1;
TEMP R2;
SLT R1.x, c[1], vertex.texcoord[0];
ABS R2.x, R1;
MUL R0, vertex.texcoord[0], c[0].x;
ADD R1, vertex.texcoord[0].yxwz, -R0;
ADD R1, R1, -c[0].y;
SGE R2.x, c[0].z, R2;
MAD R0, R1, R2.x, R0;
SLT R1.y, vertex.texcoord[0], c[0].z;
ADD R1.x, -R0.w, c[0].w;
MAD result.texcoord[0].w, R1.x, R1.y, R0;
MOV result.texcoord[0].xyz, R0;
MOV result.position, vertex.position;
END
# 12 instructions, 3 R-regs
