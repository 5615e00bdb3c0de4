!!ARBvp1.0
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -profile arbvp1
# source file: tests/glsl/cases/name_nested_scope.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile arbvp1
#program main
#semantic main.k
#var float4 p : $vin.POSITION : POSITION : 0 : 1
#var float4 k :  : c[1] : 1 : 1
#var float4 main : $vout.POSITION : HPOS : -1 : 1
#const c[0] = 6 4 5 0
PARAM c[2] = { { 6, 4, 5, 0 },
		program.local[1] };
TEMP R0;
TEMP R1;
TEMP R2;
MUL R0, vertex.position, c[1];
MUL R0, R0, R0;
MUL R0, R0, c[1];
MUL R0, R0, R0;
MUL R0, R0, c[0].x;
MUL R0, R0, R0;
MUL R0, R0, c[0].y;
MUL R0, R0, R0;
MUL R0, R0, c[0].y;
MUL R0, R0, R0;
MUL R1, R0, c[0].z;
SLT R2.x, c[0].w, vertex.position;
MAD R1, R1, R1, -R0;
MAD result.position, R1, R2.x, R0;
END
# 14 instructions, 3 R-regs
