!!ARBfp1.0
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -profile arbfp1
# source file: tests/header/305_debug_matrix_members_elements.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile arbfp1
#program main
#semantic s
#semantic arr
#semantic n
#semantic k
#var float4 c : $vin.COLOR0 : COL0 : 0 : 1
#var float4 s.v :  :  : -1 : 0
#var float2x4 s.m :  : c[0], 2 : -1 : 0
#var float3x4 arr[0] :  : , 3 : -1 : 0
#var float3x4 arr[1] :  : c[2], 3 : -1 : 0
#var float3x4 arr[2] :  : , 3 : -1 : 0
#var float4x4 n :  : c[5], 4 : -1 : 0
#var float4 k :  :  : -1 : 0
#var float4 main : $vout.COLOR : COL : -1 : 1
#const c[9] = 2
PARAM c[10] = { program.local[0..8],
		{ 2 } };
MUL result.color, fragment.color.primary, c[9].x;
END
# 1 instructions, 0 R-regs
