!!ARBfp1.0
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -profile arbfp1
# source file: tests/header/378_const_global_folded_or_uniform_fragment.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile arbfp1
#program main
#semantic gain
#semantic radius
#semantic wrap
#semantic steps
#semantic up
#var float4 p : $vin.TEXCOORD0 : TEX0 : 0 : 1
#var float gain :  : c[0] : -1 : 1
#var float radius :  : c[1] : -1 : 1
#var int wrap :  : c[2] : -1 : 1
#var int2 steps :  : c[3] : -1 : 1
#var float3 up :  : c[4] : -1 : 1
#var float4 main : $vout.COLOR : COL : -1 : 1
#const c[5] = 0
#const c[6] = 0.12813187 0.25626373 0.3843956 3
#default up = 0 0.60000002 0.80000001
PARAM c[7] = { program.local[0..4],
		{ 0 },
		{ 0.12813187, 0.25626373, 0.3843956, 3 } };
TEMP R0;
TEMP R1;
MOV R0.xyz, c[4];
MOV R0.w, c[1].x;
MAD R1, fragment.texcoord[0], c[0].x, R0;
MOV R0.yz, c[3].xxyw;
MOV R0.w, c[5].x;
MOV R0.x, c[2];
ADD R0, R1, R0;
ADD result.color, R0, c[6];
END
# 8 instructions, 2 R-regs
