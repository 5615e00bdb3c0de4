!!ARBvp1.0
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -quiet -profile arbvp1
# source file: tests/vm/cg/vs_color.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile arbvp1
#program main
#semantic main.mvp
#semantic main.tint
#var float4 p : $vin.POSITION : POSITION : 0 : 1
#var float4 c : $vin.COLOR0 : COLOR0 : 1 : 1
#var float4x4 mvp :  : c[1], 4 : 2 : 1
#var float4 tint :  : c[5] : 3 : 1
#var float4 hpos : $vout.POSITION : HPOS : 4 : 1
#var float4 col : $vout.COLOR0 : COL0 : 5 : 1
#const c[0] = 0.25
PARAM c[6] = { { 0.25 },
		program.local[1..5] };
TEMP R0;
MUL R0, vertex.color, c[5];
ADD result.color, R0, c[0].x;
DP4 result.position.w, vertex.position, c[4];
DP4 result.position.z, vertex.position, c[3];
DP4 result.position.y, vertex.position, c[2];
DP4 result.position.x, vertex.position, c[1];
END
# 6 instructions, 1 R-regs
