!!ARBvp1.0
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -profile arbvp1
# source file: tests/header/029_explicit_register.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile arbvp1
#program main
#semantic a : C5
#semantic b : C10
#semantic c
#semantic m : C20
#var float4 p : $vin.POSITION : POSITION : 0 : 1
#var float4 a : C5 : c[5] : -1 : 1
#var float4 b : C10 : c[10] : -1 : 1
#var float4 c :  : c[1] : -1 : 1
#var float4x4 m : C20 : c[20], 4 : -1 : 1
#var float4 main : $vout.POSITION : HPOS : -1 : 1
PARAM c[24] = { program.local[0..23] };
TEMP R0;
DP4 R0.w, vertex.position, c[23];
DP4 R0.z, vertex.position, c[22];
DP4 R0.x, vertex.position, c[20];
DP4 R0.y, vertex.position, c[21];
ADD R0, R0, c[5];
ADD R0, R0, c[10];
ADD result.position, R0, c[1];
END
# 7 instructions, 1 R-regs
