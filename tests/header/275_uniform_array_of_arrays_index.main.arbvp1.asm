!!ARBvp1.0
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -profile arbvp1
# source file: tests/header/275_uniform_array_of_arrays_index.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile arbvp1
#program main
#semantic main.m
#semantic main.n
#var float4 p : $vin.POSITION : POSITION : 0 : 1
#var float4 m[0][0] :  : c[1] : 1 : 1
#var float4 m[0][1] :  : c[2] : 1 : 1
#var float4 m[0][2] :  : c[3] : 1 : 1
#var float4 m[1][0] :  : c[4] : 1 : 1
#var float4 m[1][1] :  : c[5] : 1 : 1
#var float4 m[1][2] :  : c[6] : 1 : 1
#var int n :  : c[7] : 2 : 1
#var float4 main : $vout.POSITION : HPOS : -1 : 1
#const c[0] = 3
PARAM c[8] = { { 3 },
		program.local[1..7] };
TEMP R0;
TEMP R1;
ADDRESS A0;
ARL A0.x, c[7].x;
MOV R0.x, c[0];
MUL R1, vertex.position, c[A0.x + 4];
MUL R0.x, R0, c[7];
ARL A0.x, R0.x;
ADD result.position, R1, c[A0.x + 1];
END
# 6 instructions, 2 R-regs
