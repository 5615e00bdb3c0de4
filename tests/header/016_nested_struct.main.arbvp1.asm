!!ARBvp1.0
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -profile arbvp1
# source file: tests/header/016_nested_struct.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile arbvp1
#program main
#semantic o
#var float4 p : $vin.POSITION : POSITION : 0 : 1
#var float4 o.i.a :  : c[5] : -1 : 1
#var float o.i.b :  :  : -1 : 0
#var float4x4 o.m :  : c[1], 4 : -1 : 1
#var float4 o.j.a :  :  : -1 : 0
#var float o.j.b :  : c[6] : -1 : 1
#var float4 main : $vout.POSITION : HPOS : -1 : 1
PARAM c[7] = { program.local[0..6] };
TEMP R0;
DP4 R0.w, vertex.position, c[4];
DP4 R0.z, vertex.position, c[3];
DP4 R0.x, vertex.position, c[1];
DP4 R0.y, vertex.position, c[2];
ADD R0, R0, c[5];
ADD result.position, R0, c[6].x;
END
# 6 instructions, 1 R-regs
