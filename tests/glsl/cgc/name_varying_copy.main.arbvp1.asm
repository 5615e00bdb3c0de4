!!ARBvp1.0
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -profile arbvp1
# source file: tests/glsl/cases/name_varying_copy.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile arbvp1
#program main
#semantic main.k
#semantic main.t
#var float4 p : $vin.POSITION : POSITION : 0 : 1
#var float4 c : $vout.COLOR0 : COL0 : 1 : 1
#var float4 k :  : c[1] : 2 : 1
#var float4 t.c :  : c[2] : 3 : 1
#var float4 t.p :  : c[3] : 3 : 1
#var float4 t.k :  : c[4] : 3 : 1
#var float4 t.r :  : c[5] : 3 : 1
#var float4 main : $vout.POSITION : HPOS : -1 : 1
PARAM c[6] = { program.local[0..5] };
TEMP R0;
TEMP R1;
MUL R0, vertex.position, c[1];
ADD R1, R0, c[2];
ADD R1, R1, c[3];
ADD R1, R1, c[4];
ADD result.color, R1, c[5];
MOV result.position, R0;
END
# 6 instructions, 2 R-regs
