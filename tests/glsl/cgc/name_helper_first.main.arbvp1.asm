!!ARBvp1.0
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -profile arbvp1
# source file: tests/glsl/cases/name_helper_first.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile arbvp1
#program main
#semantic main.k
#semantic main.m
#semantic g
#var float4 p : $vin.POSITION : POSITION : 0 : 1
#var float4 k :  : c[1] : 1 : 1
#var float4 m :  : c[2] : 2 : 1
#var float4 g :  : c[3] : -1 : 1
#var float4 main : $vout.POSITION : HPOS : -1 : 1
#const c[0] = 2
PARAM c[4] = { { 2 },
		program.local[1..3] };
TEMP R0;
TEMP R1;
MUL R0, vertex.position, c[0].x;
ADD R1, R0, c[3];
MOV R0, c[2];
MAD result.position, R0, c[1], R1;
END
# 4 instructions, 2 R-regs
