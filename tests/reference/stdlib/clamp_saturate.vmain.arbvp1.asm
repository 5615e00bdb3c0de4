!!ARBvp1.0
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -profile arbvp1
# source file: tests/shaders/stdlib/clamp_saturate.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile arbvp1
#program vmain
#semantic vmain.mvp
#semantic vmain.light_dir
#var float4 position : $vin.POSITION : POSITION : 0 : 1
#var float3 normal : $vin.NORMAL : NORMAL : 1 : 1
#var float4x4 mvp :  : c[1], 4 : 2 : 1
#var float3 light_dir :  : c[5] : 3 : 1
#var float4 hpos : $vout.POSITION : HPOS : 4 : 1
#var float4 color : $vout.COLOR0 : COL0 : 5 : 1
#const c[0] = 0.5 0 1 1.5
#const c[6] = 0.25
PARAM c[7] = { { 0.5, 0, 1, 1.5 },
		program.local[1..5],
		{ 0.25 } };
TEMP R0;
DP3 R0.x, vertex.normal, c[5];
MIN R0.x, R0, c[0].z;
MAX R0.x, R0, c[0].y;
MUL R0.y, R0.x, c[0].w;
MIN R0.y, R0, c[0].z;
ADD R0.z, R0.x, -c[0].x;
MIN R0.z, R0, c[0].x;
MAX R0.y, R0, c[6].x;
MOV R0.w, c[0].z;
MAX R0.z, R0, c[0].y;
MOV result.color, R0;
DP4 result.position.w, vertex.position, c[4];
DP4 result.position.z, vertex.position, c[3];
DP4 result.position.y, vertex.position, c[2];
DP4 result.position.x, vertex.position, c[1];
END
# 15 instructions, 1 R-regs
