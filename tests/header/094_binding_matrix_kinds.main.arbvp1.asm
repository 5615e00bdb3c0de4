!!ARBvp1.0
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -profile arbvp1
# source file: tests/header/094_binding_matrix_kinds.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile arbvp1
#program main
#semantic v0
#semantic m14
#semantic v1
#semantic ma
#semantic v2
#semantic m41
#var float4 p : $vin.POSITION : POSITION : 0 : 1
#var float4 v0 :  : c[10] : -1 : 1
#var float1x4 m14 :  : c[1], 1 : -1 : 1
#var float4 v1 :  : c[11] : -1 : 1
#var float4x4 ma[0] :  : , 4 : -1 : 0
#var float4x4 ma[1] :  : c[2], 4 : -1 : 1
#var float4 v2 :  : c[12] : -1 : 1
#var float4x1 m41 :  : c[6], 4 : -1 : 1
#var float4 main : $vout.POSITION : HPOS : -1 : 1
PARAM c[13] = { program.local[0..12] };
TEMP R0;
TEMP R1;
DP4 R0.x, vertex.position, c[1];
ADD R0, R0.x, c[10];
ADD R1, R0, c[11];
DP4 R0.w, vertex.position, c[5];
DP4 R0.z, vertex.position, c[4];
DP4 R0.x, vertex.position, c[2];
DP4 R0.y, vertex.position, c[3];
ADD R0, R1, R0;
ADD R1, R0, c[12];
MUL R0.w, vertex.position.x, c[9].x;
MUL R0.z, vertex.position.x, c[8].x;
MUL R0.x, vertex.position, c[6];
MUL R0.y, vertex.position.x, c[7].x;
ADD result.position, R1, R0;
END
# 14 instructions, 2 R-regs
