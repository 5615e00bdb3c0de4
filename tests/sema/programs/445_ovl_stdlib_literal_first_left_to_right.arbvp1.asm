!!ARBvp1.0
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -quiet -profile arbvp1
# source file: tests/sema/cases/445_ovl_stdlib_literal_first_left_to_right.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile arbvp1
#program main
#var float4 p : $vin.POSITION : POSITION : 0 : 1
#var float4 main : $vout.POSITION : HPOS : -1 : 1
#const c[0] = 0.5 2
PARAM c[1] = { { 0.5, 2 } };
TEMP R0;
MIN R0.y, vertex.position.x, c[0].x;
MAX R0.z, vertex.position.x, R0.y;
MAX R0.y, vertex.position.x, c[0].x;
POW R0.x, c[0].y, vertex.position.x;
ADD R0.y, R0, R0.z;
ADD result.position, R0.y, R0.x;
END
# 6 instructions, 1 R-regs
