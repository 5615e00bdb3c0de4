!!ARBfp1.0
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -profile arbfp1
# source file: tests/header/068_binding_fragment_matrix.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile arbfp1
#program main
#semantic m
#semantic arr
#var float4 c : $vin.COLOR0 : COL0 : 0 : 1
#var float3x3 m :  : c[0], 3 : -1 : 1
#var float4 arr[0] :  :  : -1 : 0
#var float4 arr[1] :  : c[3] : -1 : 1
#var float4 arr[2] :  : c[4] : -1 : 1
#var float4 main : $vout.COLOR : COL : -1 : 1
#const c[5] = 1
PARAM c[6] = { program.local[0..4],
		{ 1 } };
TEMP R0;
DP3 R0.x, fragment.color.primary, c[0];
DP3 R0.y, fragment.color.primary, c[1];
MOV R0.w, c[5].x;
DP3 R0.z, fragment.color.primary, c[2];
ADD R0, R0, c[3];
ADD result.color, R0, c[4];
END
# 6 instructions, 1 R-regs
