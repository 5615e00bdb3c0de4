!!ARBvp1.0
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -quiet -profile arbvp1
# source file: 026_select_blend_inf.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile arbvp1
#program main
#semantic main.e
#var float4 p : $vin.POSITION : POSITION : 0 : 1
#var float3 n : $vin.NORMAL : NORMAL : 1 : 1
#var float e :  : c[1] : 2 : 1
#var float4 col : $vout.COLOR0 : COL0 : 3 : 1
#var float4 main : $vout.POSITION : HPOS : -1 : 1
#const c[0] = 0 1
PARAM c[2] = { { 0, 1 },
		program.local[1] };
TEMP R0;
MAX R0.x, vertex.normal, c[0];
POW R0.y, R0.x, c[1].x;
SGE R0.z, c[0].x, R0.x;
MOV result.position, vertex.position;
MAD result.color.x, -R0.y, R0.z, R0.y;
MOV result.color.zw, c[0].xyxy;
MOV result.color.y, R0.x;
END
# 7 instructions, 1 R-regs
