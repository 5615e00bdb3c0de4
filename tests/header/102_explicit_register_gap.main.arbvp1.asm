!!ARBvp1.0
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -profile arbvp1
# source file: tests/header/102_explicit_register_gap.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile arbvp1
#program main
#semantic e : C2
#semantic m
#semantic v
#semantic w
#var float4 p : $vin.POSITION : POSITION : 0 : 1
#var float4 e : C2 : c[2] : -1 : 1
#var float4x4 m :  : c[3], 4 : -1 : 1
#var float4 v :  : c[1] : -1 : 1
#var float4 w :  : c[7] : -1 : 1
#var float4 main : $vout.POSITION : HPOS : -1 : 1
#const c[0] = 0.5
PARAM c[8] = { { 0.5 },
		program.local[1..7] };
TEMP R0;
DP4 R0.w, vertex.position, c[6];
DP4 R0.z, vertex.position, c[5];
DP4 R0.x, vertex.position, c[3];
DP4 R0.y, vertex.position, c[4];
ADD R0, R0, c[2];
ADD R0, R0, c[1];
ADD R0, R0, c[7];
ADD result.position, R0, c[0].x;
END
# 8 instructions, 1 R-regs
