!!ARBvp1.0
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -quiet -profile arbvp1
# source file: tests/sema/cases/417_conv_matrix_ctor_truncate.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile arbvp1
#program main
#semantic main.mv
#var float4 p : $vin.POSITION : POSITION : 0 : 1
#var float3 n : $vin.NORMAL : NORMAL : 1 : 1
#var float4x4 mv :  : c[1], 4 : 2 : 1
#var float4 col : $vout.COLOR0 : COL0 : 3 : 1
#var float4 main : $vout.POSITION : HPOS : -1 : 1
#const c[0] = 1
PARAM c[5] = { { 1 },
		program.local[1..4] };
MOV result.position, vertex.position;
DP3 result.color.x, vertex.normal, c[1];
DP3 result.color.y, vertex.normal, c[2];
DP3 result.color.z, vertex.normal, c[3];
MOV result.color.w, c[0].x;
END
# 5 instructions, 0 R-regs
