!!ARBvp1.0
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -quiet -profile arbvp1
# source file: tests/vm/cg/vs_lerp.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile arbvp1
#program main
#semantic main.t
#var float4 p : $vin.POSITION : POSITION : 0 : 1
#var float4 a : $vin.TEXCOORD0 : TEXCOORD0 : 1 : 1
#var float4 b : $vin.TEXCOORD1 : TEXCOORD1 : 2 : 1
#var float4 t :  : c[1] : 3 : 1
#var float4 hpos : $vout.POSITION : HPOS : 4 : 1
#var float4 o : $vout.TEXCOORD0 : TEX0 : 5 : 1
#var float4 o2 : $vout.TEXCOORD1 : TEX1 : 6 : 1
#const c[0] = 1 0 3 2
PARAM c[2] = { { 1, 0, 3, 2 },
		program.local[1] };
TEMP R0;
TEMP R1;
TEMP R2;
TEMP R3;
MIN R1, vertex.texcoord[1], c[0].x;
MAX R2, R1, c[0].y;
MUL R3, R2, R2;
MOV R0, vertex.texcoord[0];
MIN R1, vertex.texcoord[0], c[0].x;
ADD R0, vertex.texcoord[1], -R0;
MAX R1, R1, c[0].y;
MAD R2, -R2, c[0].w, c[0].z;
MAD result.texcoord[1], R3, R2, R1;
MOV result.position, vertex.position;
MAD result.texcoord[0], R0, c[1], vertex.texcoord[0];
END
# 11 instructions, 4 R-regs
