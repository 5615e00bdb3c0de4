!!ARBvp1.0
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -profile arbvp1
# source file: tests/header/195_explicit_unused_reserved.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile arbvp1
#program main
#semantic u : C0
#semantic m : C2
#semantic s : C7
#semantic arr : C9
#semantic a
#semantic b
#semantic far : C40
#var float4 p : $vin.POSITION : POSITION : 0 : 1
#var float4 u : C0 : c[0] : -1 : 0
#var float4x4 m : C2 : c[2], 4 : -1 : 0
#var float4 s.x :  : c[7] : -1 : 0
#var float4 s.y :  : c[8] : -1 : 0
#var float4 arr[0] :  : c[9] : -1 : 0
#var float4 arr[1] :  : c[10] : -1 : 1
#var float4 a :  : c[1] : -1 : 1
#var float4 b :  : c[6] : -1 : 1
#var float4 far : C40 : c[40] : -1 : 0
#var float4 main : $vout.POSITION : HPOS : -1 : 1
#const c[11] = 1 2 3 4
PARAM c[12] = { program.local[0..10],
		{ 1, 2, 3, 4 } };
TEMP R0;
MUL R0, vertex.position, c[1];
ADD R0, R0, c[6];
ADD R0, R0, c[10];
ADD result.position, R0, c[11];
END
# 4 instructions, 1 R-regs
