!!ARBvp1.0
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -profile arbvp1
# source file: tests/header/171_duplicate_output_written.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile arbvp1
#program main
#var float4 p : $vin.POSITION : POSITION : 0 : 1
#var float4 v.a : $vout.COL0 : COL0 : 1 : 1
#var float4 v.b :  :  : 1 : 0
#var float4 d : $vout.COLOR1 : COL1 : 2 : 1
#var float4 x : $vout.COL0 :  : 3 : 0
#var float4 hp : $vout.POSITION : HPOS : 4 : 1
#const c[0] = 2
PARAM c[1] = { { 2 } };
MOV result.position, vertex.position;
MOV result.color, vertex.position;
MUL result.color.secondary, vertex.position, c[0].x;
END
# 3 instructions, 0 R-regs
