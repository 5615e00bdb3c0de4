!!ARBvp1.0
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -profile arbvp1
# source file: tests/header/022_global_order.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile arbvp1
#program main
#semantic g1
#semantic g2
#semantic g3
#semantic g4
#var float4 p : $vin.POSITION : POSITION : 0 : 1
#var float4 g1 :  : c[1] : -1 : 1
#var float4 g2 :  : c[2] : -1 : 1
#var float4 g3 :  : c[3] : -1 : 1
#var float4 g4 :  : c[4] : -1 : 1
#var float4 main : $vout.POSITION : HPOS : -1 : 1
PARAM c[5] = { program.local[0..4] };
TEMP R0;
MOV R0, c[4];
MUL R0, R0, c[1];
MAD R0, vertex.position, c[3], R0;
ADD result.position, R0, c[2];
END
# 4 instructions, 1 R-regs
