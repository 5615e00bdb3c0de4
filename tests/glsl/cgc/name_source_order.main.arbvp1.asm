!!ARBvp1.0
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -profile arbvp1
# source file: tests/glsl/cases/name_source_order.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile arbvp1
#program main
#semantic main.k
#semantic main.b
#semantic x
#semantic a
#semantic g
#semantic k1
#var float4 p : $vin.POSITION : POSITION : 0 : 1
#var float4 k :  : c[1] : 1 : 1
#var float4 b :  : c[2] : 2 : 1
#var float4 x :  : c[3] : -1 : 1
#var float4 a :  : c[4] : -1 : 1
#var float4 g :  :  : -1 : 0
#var float4 k1 :  :  : -1 : 0
#var float4 main : $vout.POSITION : HPOS : -1 : 1
PARAM c[5] = { program.local[0..4] };
TEMP R0;
TEMP R1;
MOV R0, c[3];
ADD R0, -R0, c[4];
MUL R1, R0, c[2];
FRC R0, c[3];
ADD R1, R1, c[3];
MAD R0, vertex.position, c[1], R0;
ADD result.position, R0, R1;
END
# 7 instructions, 2 R-regs
