!!ARBvp1.0
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -quiet -profile arbvp1
# source file: tests/vm/cg/vs_cmp.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile arbvp1
#program main
#var float4 p : $vin.POSITION : POSITION : 0 : 1
#var float4 a : $vin.TEXCOORD0 : TEXCOORD0 : 1 : 1
#var float4 b : $vin.TEXCOORD1 : TEXCOORD1 : 2 : 1
#var float4 hpos : $vout.POSITION : HPOS : 3 : 1
#var float4 t0 : $vout.TEXCOORD0 : TEX0 : 4 : 1
#var float4 t1 : $vout.TEXCOORD1 : TEX1 : 5 : 1
#const c[0] = 2
PARAM c[1] = { { 2 } };
TEMP R0;
TEMP R1;
TEMP R2;
TEMP R3;
MOV R3, vertex.texcoord[1];
MUL R1, vertex.texcoord[1], c[0].x;
SLT R0, vertex.texcoord[0], R3;
ADD R2, vertex.texcoord[0], -R1;
MAD result.texcoord[0], R2, R0, R1;
MOV R0.x, vertex.texcoord[0];
MOV result.position, vertex.position;
MIN result.texcoord[1].y, vertex.texcoord[0], R3;
MAX result.texcoord[1].z, vertex.texcoord[0], R3;
SGE result.texcoord[1].w, vertex.texcoord[0], R3;
SGE result.texcoord[1].x, vertex.texcoord[1], R0;
END
# 11 instructions, 4 R-regs
