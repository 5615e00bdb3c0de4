!!ARBvp1.0
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -profile arbvp1
# source file: tests/header/105_const_component_reuse.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile arbvp1
#program main
#var float4 p : $vin.POSITION : POSITION : 0 : 1
#var float4 q : $vin.TEXCOORD0 : TEXCOORD0 : 1 : 1
#var float4 main : $vout.POSITION : HPOS : -1 : 1
#const c[0] = 2 1 3 4
#const c[1] = 0.5
PARAM c[2] = { { 2, 1, 3, 4 },
		{ 0.5 } };
TEMP R0;
ADD R0, vertex.position, c[0].x;
MUL R0, R0, vertex.texcoord[0];
MUL R0, R0, vertex.texcoord[0];
MUL R0, R0, c[0].yxzw;
ADD result.position, R0, c[1].x;
END
# 5 instructions, 1 R-regs
