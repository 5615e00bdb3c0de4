!!ARBvp1.0
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -profile arbvp1
# source file: tests/shaders/fragment/half_fixed_constants.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile arbvp1
#program vmain
#semantic vmain.mvp
#semantic vmain.light_dir
#var float4 position : $vin.POSITION : POSITION : 0 : 1
#var float3 normal : $vin.NORMAL : NORMAL : 1 : 1
#var float4x4 mvp :  : c[1], 4 : 2 : 1
#var half3 light_dir :  : c[5] : 3 : 1
#var float4 hpos : $vout.POSITION : HPOS : 4 : 1
#var float4 color : $vout.COLOR0 : COL0 : 5 : 1
#const c[0] = 1 0 0.85009766 0.15002441
#const c[6] = 0.59814453 1.1738281 0.22802734 1.0683594
PARAM c[7] = { { 1, 0, 0.85009766, 0.15002441 },
		program.local[1..5],
		{ 0.59814453, 1.1738281, 0.22802734, 1.0683594 } };
TEMP R0;
DP3 R0.x, vertex.normal, c[5];
MIN R0.x, R0, c[0];
MAX R0.x, R0, c[0].y;
MAD R0.x, R0, c[0].z, c[0].w;
MUL result.color.xyz, R0.x, c[6];
DP4 result.position.w, vertex.position, c[4];
DP4 result.position.z, vertex.position, c[3];
DP4 result.position.y, vertex.position, c[2];
DP4 result.position.x, vertex.position, c[1];
MOV result.color.w, c[6];
END
# 10 instructions, 1 R-regs
