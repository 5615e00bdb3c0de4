!!ARBvp1.0
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -profile arbvp1
# source file: tests/header/007_entry_name.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile arbvp1
#program main_vertex
#semantic main_vertex.k
#var float4 p : $vin.POSITION : POSITION : 0 : 1
#var float4 k :  : c[1] : 1 : 1
#var float4 main_vertex : $vout.POSITION : HPOS : -1 : 1
#const c[0] = 2
PARAM c[2] = { { 2 },
		program.local[1] };
TEMP R0;
MUL R0, vertex.position, c[0].x;
ADD result.position, R0, c[1];
END
# 2 instructions, 1 R-regs
