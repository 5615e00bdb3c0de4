!!ARBvp1.0
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -profile arbvp1
# source file: tests/header/164_texture_unit_on_vector_vertex.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile arbvp1
#program main
#semantic a : TEXUNIT1
#semantic b : TEXUNIT5
#semantic c : C2
#var float4 p : $vin.POSITION : POSITION : 0 : 1
#var float4 a : TEXUNIT1 : c[1] : -1 : 1
#var float4 b : TEXUNIT5 : c[3] : -1 : 1
#var float4 c : C2 : c[2] : -1 : 1
#var float4 main : $vout.POSITION : HPOS : -1 : 1
PARAM c[4] = { program.local[0..3] };
TEMP R0;
MUL R0, vertex.position, c[1];
ADD R0, R0, c[3];
ADD result.position, R0, c[2];
END
# 3 instructions, 1 R-regs
