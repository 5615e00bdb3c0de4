!!ARBvp1.0
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -quiet -profile arbvp1
# source file: tests/vm/cg/vs_int.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile arbvp1
#program main
#semantic main.k
#var float4 p : $vin.POSITION : POSITION : 0 : 1
#var float4 a : $vin.TEXCOORD0 : TEXCOORD0 : 1 : 1
#var float4 k :  : c[1] : 2 : 1
#var float4 hpos : $vout.POSITION : HPOS : 3 : 1
#var float4 o : $vout.TEXCOORD0 : TEX0 : 4 : 1
#const c[0] = 3 0
PARAM c[2] = { { 3, 0 },
		program.local[1] };
TEMP R0;
TEMP R1;
TEMP R2;
TEMP R3;
TEMP R4;
MUL R2, vertex.texcoord[0], c[0].x;
ABS R1, R2;
ABS R3, c[1];
FLR R1, R1;
RCP R0.x, c[1].x;
RCP R0.y, c[1].y;
RCP R0.w, c[1].w;
RCP R0.z, c[1].z;
MUL R0, vertex.texcoord[0], R0;
ABS R0, R0;
FRC R0, R0;
MUL R0, R0, R3;
SLT R3, R2, c[0].y;
ADD R2, -R1, -R1;
MAD R1, R2, R3, R1;
ADD R2, -R0, -R0;
SLT R3, vertex.texcoord[0], c[0].y;
MAD R0, R2, R3, R0;
SLT R4, c[0].y, vertex.texcoord[0];
ADD R2, -R3, R4;
ADD R0, R1, R0;
ADD result.texcoord[0], R0, R2;
MOV result.position, vertex.position;
END
# 23 instructions, 5 R-regs
