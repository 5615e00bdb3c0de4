!!ARBvp1.0
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -profile arbvp1
# source file: tests/shaders/fragment/overflowing_constants.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile arbvp1
#program vmain
#semantic vmain.modelViewProj
#semantic vmain.fog
#var float4 position : $vin.POSITION : POSITION : 0 : 1
#var float3 normal : $vin.NORMAL : NORMAL : 1 : 1
#var float4x4 modelViewProj :  : c[1], 4 : 2 : 1
#var float4 fog :  : c[5] : 3 : 1
#var float4 clip : $vout.POSITION : HPOS : 4 : 1
#var float4 colour : $vout.COLOR0 : COL0 : 5 : 1
#const c[0] = 1e+20 2e+20 3.0000001e+20
PARAM c[6] = { { 1e+20, 2e+20, 3.0000001e+20 },
		program.local[1..5] };
TEMP R0;
DP3 R0.x, vertex.normal, vertex.normal;
MUL R0.y, R0.x, c[5].x;
DP3 R0.x, c[0], c[0];
MIN result.color.x, R0, R0.y;
RCP R0.x, R0.x;
MOV result.color.zw, c[5];
DP4 result.position.w, vertex.position, c[4];
DP4 result.position.z, vertex.position, c[3];
DP4 result.position.y, vertex.position, c[2];
DP4 result.position.x, vertex.position, c[1];
ADD result.color.y, R0.x, c[5];
END
# 11 instructions, 1 R-regs
