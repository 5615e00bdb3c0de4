!!ARBfp1.0
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -quiet -profile arbfp1
# source file: tests/sema/cases/428_struct_member_function_calls_with_member_args.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile arbfp1
#program main
#semantic lights
#var float3 p : $vin.TEXCOORD0 : TEX0 : 0 : 1
#var float3 n : $vin.TEXCOORD1 : TEX1 : 1 : 1
#var float3 lights[0].pos :  : c[0] : -1 : 1
#var float3 lights[0].color :  : c[1] : -1 : 1
#var float3 lights[1].pos :  : c[2] : -1 : 1
#var float3 lights[1].color :  : c[3] : -1 : 1
#var float4 main : $vout.COLOR : COL : -1 : 1
#const c[4] = 1
PARAM c[5] = { program.local[0..3],
		{ 1 } };
TEMP R0;
TEMP R1;
ADD R1.xyz, -fragment.texcoord[0], c[2];
DP3 R0.w, R1, R1;
RSQ R1.w, R0.w;
MUL R1.xyz, R1.w, R1;
ADD R0.xyz, -fragment.texcoord[0], c[0];
DP3 R0.w, R0, R0;
RSQ R0.w, R0.w;
DP3_SAT R1.x, fragment.texcoord[1], R1;
MUL R0.xyz, R0.w, R0;
MUL R1.xyz, R1.x, c[3];
DP3_SAT R0.x, fragment.texcoord[1], R0;
MAD result.color.xyz, R0.x, c[1], R1;
MOV result.color.w, c[4].x;
END
# 13 instructions, 2 R-regs
