!!ARBvp1.0
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -profile arbvp1
# source file: tests/header/310_nested_array_block_used.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile arbvp1
#program main
#semantic m
#var float4 p : $vin.POSITION : POSITION : 0 : 1
#var float4 i : $vin.BLENDINDICES : ATTR7 : 1 : 1
#var float4 m[0][0] :  : c[1] : -1 : 1
#var float4 m[0][1] :  : c[2] : -1 : 1
#var float4 m[0][2] :  : c[3] : -1 : 0
#var float4 m[1][0] :  : c[4] : -1 : 1
#var float4 m[1][1] :  : c[5] : -1 : 1
#var float4 m[1][2] :  : c[6] : -1 : 0
#var float4 m[2][0] :  : c[7] : -1 : 1
#var float4 m[2][1] :  : c[8] : -1 : 1
#var float4 m[2][2] :  : c[9] : -1 : 0
#var float4 m[3][0] :  : c[10] : -1 : 1
#var float4 m[3][1] :  : c[11] : -1 : 1
#var float4 m[3][2] :  : c[12] : -1 : 0
#var float4 main.p : $vout.POSITION : HPOS : -1 : 1
#var float4 main.c : $vout.COLOR0 : COL0 : -1 : 1
#const c[0] = 3
PARAM c[13] = { { 3 },
		program.local[1..12] };
TEMP R0;
TEMP R1;
ADDRESS A0;
FLR R0.x, vertex.attrib[7];
MUL R0.x, R0, c[0];
MOV R1, c[7];
ARL A0.x, R0.x;
MOV result.position, vertex.position;
ADD result.color, c[A0.x + 2], R1;
END
# 6 instructions, 2 R-regs
