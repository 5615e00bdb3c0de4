!!ARBvp1.0
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -profile arbvp1
# source file: tests/header/377_const_global_folded_or_uniform.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile arbvp1
#program main
#semantic phase
#semantic gain
#semantic radius
#semantic wrap
#semantic steps
#semantic up
#var float4 p : $vin.POSITION : POSITION : 0 : 1
#var float phase :  : c[1] : -1 : 1
#var float gain :  : c[2] : -1 : 1
#var float radius :  : c[3] : -1 : 1
#var int wrap :  : c[4] : -1 : 1
#var int2 steps :  : c[5] : -1 : 1
#var float3 up :  : c[6] : -1 : 1
#var float4 main : $vout.POSITION : HPOS : -1 : 1
#const c[0] = 0.26726124 0.53452247 0.80178374 3
#const c[7] = 0
#default up = 0 0.60000002 0.80000001
PARAM c[8] = { { 0.26726124, 0.53452247, 0.80178374, 3 },
		program.local[1..6],
		{ 0 } };
TEMP R0;
TEMP R1;
MOV R0.xyz, c[0];
MUL R1.xyz, R0, c[1].x;
MOV R1.w, c[0];
MOV R0.xyz, c[6];
MOV R0.w, c[3].x;
ADD R0, R1, R0;
MAD R1, vertex.position, c[2].x, R0;
MOV R0.yz, c[5].xxyw;
MOV R0.w, c[7].x;
MOV R0.x, c[4];
ADD result.position, R1, R0;
END
# 11 instructions, 2 R-regs
