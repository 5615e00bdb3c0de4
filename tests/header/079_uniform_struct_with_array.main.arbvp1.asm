!!ARBvp1.0
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -profile arbvp1
# source file: tests/header/079_uniform_struct_with_array.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile arbvp1
#program main
#semantic s
#var float4 p : $vin.POSITION : POSITION : 0 : 1
#var float4 s.v[0] :  :  : -1 : 0
#var float4 s.v[1] :  : c[5] : -1 : 1
#var float4x4 s.m :  : c[1], 4 : -1 : 1
#var float4 main : $vout.POSITION : HPOS : -1 : 1
PARAM c[6] = { program.local[0..5] };
TEMP R0;
DP4 R0.w, vertex.position, c[4];
DP4 R0.z, vertex.position, c[3];
DP4 R0.x, vertex.position, c[1];
DP4 R0.y, vertex.position, c[2];
ADD result.position, R0, c[5];
END
# 5 instructions, 1 R-regs
