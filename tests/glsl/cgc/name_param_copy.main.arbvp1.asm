!!ARBvp1.0
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -profile arbvp1
# source file: tests/glsl/cases/name_param_copy.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile arbvp1
#program main
#semantic main.k
#semantic main.s
#semantic g
#var float4 p : $vin.POSITION : POSITION : 0 : 1
#var float4 k :  : c[1] : 1 : 1
#var float4 s.g :  : c[2] : 2 : 1
#var float4 s.k :  : c[3] : 2 : 1
#var float4 s.k1 :  : c[4] : 2 : 1
#var float4 s.p :  : c[5] : 2 : 1
#var float4 g :  : c[6] : -1 : 1
#var float4 main : $vout.POSITION : HPOS : -1 : 1
#const c[0] = 2
PARAM c[7] = { { 2 },
		program.local[1..6] };
TEMP R0;
MUL R0, vertex.position, c[1];
ADD R0, R0, c[6];
ADD R0, R0, c[2];
ADD R0, R0, c[3];
ADD R0, R0, c[4];
MUL R0, R0, c[0].x;
ADD result.position, R0, c[5];
END
# 7 instructions, 1 R-regs
