!!ARBvp1.0
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -profile arbvp1
# source file: tests/header/020_inout_param.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile arbvp1
#program main
#semantic main.k
#var float4 p : $vin.POSITION : POSITION : 0 : 1
#var float4 c : $vin.COLOR0 : COLOR0 : 1 : 1
#var float4 k :  : c[1] : 2 : 1
#const c[0] = 2
PARAM c[2] = { { 2 },
		program.local[1] };
ADD result.position, vertex.position, c[1];
MUL result.color, vertex.color, c[0].x;
END
# 2 instructions, 0 R-regs
