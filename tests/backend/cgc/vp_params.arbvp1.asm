!!ARBvp1.0
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -quiet -profile arbvp1
# source file: vp_params.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile arbvp1
#program main
#semantic main.a
#semantic main.b
#var float4 p : $vin.POSITION : POSITION : 0 : 1
#var float4 c : $vin.COLOR0 : COLOR0 : 1 : 1
#var float4 a :  : c[1] : 2 : 1
#var float4 b :  : c[2] : 3 : 1
#var float4 col : $vout.COLOR0 : COL0 : 4 : 1
#var float4 main : $vout.POSITION : HPOS : -1 : 1
#const c[0] = 0.5
PARAM c[3] = { { 0.5 },
		program.local[1..2] };
TEMP R0;
TEMP R1;
MUL R1, vertex.color, c[0].x;
MOV R0, c[2];
MAD result.color, R0, c[1], R1;
MOV result.position, vertex.position;
END
# 4 instructions, 2 R-regs
