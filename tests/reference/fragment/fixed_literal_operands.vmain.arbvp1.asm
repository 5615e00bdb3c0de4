!!ARBvp1.0
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -profile arbvp1
# source file: tests/shaders/fragment/fixed_literal_operands.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile arbvp1
#program vmain
#var float4 position : $vin.POSITION : POSITION : 0 : 1
#var float4 weights : $vin.TEXCOORD0 : TEXCOORD0 : 1 : 1
#var float4 oPosition : $vout.POSITION : HPOS : 2 : 1
#var float4 oColor : $vout.COLOR0 : COL0 : 3 : 1
#const c[0] = 0.33333334 2.75 5 -2
PARAM c[1] = { { 0.33333334, 2.75, 5, -2 } };
TEMP R0;
TEMP R1;
ADD R0, vertex.texcoord[0], -c[0].z;
MUL R0, R0, c[0].x;
MUL R1, vertex.texcoord[0], c[0].w;
MAD R0, vertex.texcoord[0], c[0].y, R0;
ADD result.color, R0, R1;
MOV result.position, vertex.position;
END
# 6 instructions, 2 R-regs
