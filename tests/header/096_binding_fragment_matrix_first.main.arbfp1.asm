!!ARBfp1.0
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -profile arbfp1
# source file: tests/header/096_binding_fragment_matrix_first.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile arbfp1
#program main
#semantic main.pv
#semantic main.pm
#semantic v0
#semantic m
#var float4 c : $vin.COLOR0 : COL0 : 0 : 1
#var float4 pv :  : c[5] : 1 : 1
#var float2x4 pm :  : c[0], 2 : 2 : 1
#var float4 v0 :  : c[6] : -1 : 1
#var float3x3 m :  : c[2], 3 : -1 : 1
#var float4 main : $vout.COLOR : COL : -1 : 1
#const c[7] = 1
PARAM c[8] = { program.local[0..6],
		{ 1 } };
TEMP R0;
TEMP R1;
DP3 R0.x, fragment.color.primary, c[2];
DP3 R0.y, fragment.color.primary, c[3];
MOV R0.w, c[7].x;
DP3 R0.z, fragment.color.primary, c[4];
ADD R0, R0, c[6];
ADD R1, R0, c[5];
DP4 R0.x, fragment.color.primary, c[0];
DP4 R0.y, fragment.color.primary, c[1];
ADD result.color, R1, R0.xyxy;
END
# 9 instructions, 2 R-regs
