!!ARBvp1.0
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -quiet -profile arbvp1
# source file: 005_vertex_pow.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile arbvp1
#program main
#semantic main.shininess
#var float4 p : $vin.POSITION : POSITION : 0 : 1
#var float3 n : $vin.NORMAL : NORMAL : 1 : 1
#var float shininess :  : c[1] : 2 : 1
#var float4 col : $vout.COLOR0 : COL0 : 3 : 1
#var float4 main : $vout.POSITION : HPOS : -1 : 1
PARAM c[2] = { program.local[0..1] };
TEMP R0;
ABS R0.x, vertex.normal;
POW result.color, R0.x, c[1].x;
MOV result.position, vertex.position;
END
# 3 instructions, 1 R-regs
