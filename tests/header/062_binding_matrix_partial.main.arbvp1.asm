!!ARBvp1.0
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -profile arbvp1
# source file: tests/header/062_binding_matrix_partial.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile arbvp1
#program main
#semantic m
#semantic n
#semantic after
#var float4 p : $vin.POSITION : POSITION : 0 : 1
#var float4x4 m :  : c[1], 4 : -1 : 1
#var float4x4 n :  : c[5], 4 : -1 : 1
#var float4 after :  : c[9] : -1 : 1
#var float4 main : $vout.POSITION : HPOS : -1 : 1
PARAM c[10] = { program.local[0..9] };
TEMP R0;
DP3 R0.z, vertex.position, c[3];
DP3 R0.y, vertex.position, c[2];
MOV R0.w, vertex.position;
DP3 R0.x, vertex.position, c[1];
ADD R0, R0, c[7];
ADD result.position, R0, c[9];
END
# 6 instructions, 1 R-regs
