!!ARBvp1.0
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -quiet -profile arbvp1
# source file: tests/sema/cases/542_reach_uniform_initializer_undefined.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile arbvp1
#program main
#semantic main.k
#semantic g
#semantic c
#var float4 p : $vin.POSITION : POSITION : 0 : 1
#var float4 k :  : c[1] : 1 : 1
#var float4 g :  : c[2] : -1 : 1
#var float4 c :  : c[3] : -1 : 1
#var float4 main : $vout.POSITION : HPOS : -1 : 1
#const c[0] = 1
PARAM c[4] = { { 1 },
		program.local[1..3] };
TEMP R0;
ADD R0, vertex.position, c[1];
ADD R0, R0, c[2];
ADD R0, R0, c[3];
ADD result.position, R0, c[0].x;
END
# 4 instructions, 1 R-regs
