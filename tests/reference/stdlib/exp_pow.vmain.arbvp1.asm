!!ARBvp1.0
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -profile arbvp1
# source file: tests/shaders/stdlib/exp_pow.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile arbvp1
#program vmain
#semantic vmain.mvp
#semantic vmain.density
#var float4 position : $vin.POSITION : POSITION : 0 : 1
#var float4x4 mvp :  : c[1], 4 : 1 : 1
#var float density :  : c[5] : 2 : 1
#var float4 hpos : $vout.POSITION : HPOS : 3 : 1
#var float fog : $vout.FOG : FOGC : 4 : 1
#var float4 weights : $vout.TEXCOORD0 : TEX0 : 5 : 1
#const c[0] = 2.718282
#const c[6] = -0.5 -2 -4.5 -8
PARAM c[7] = { { 2.718282 },
		program.local[1..5],
		{ -0.5, -2, -4.5, -8 } };
TEMP R0;
MUL R0, vertex.position.w, c[6];
POW result.texcoord[0].x, c[0].x, R0.x;
DP4 R0.x, vertex.position, c[3];
MOV result.position.z, R0.x;
MUL R0.x, R0, c[5];
MUL R0.x, -R0, R0;
POW result.texcoord[0].y, c[0].x, R0.y;
POW result.texcoord[0].z, c[0].x, R0.z;
POW result.texcoord[0].w, c[0].x, R0.w;
DP4 result.position.w, vertex.position, c[4];
DP4 result.position.y, vertex.position, c[2];
DP4 result.position.x, vertex.position, c[1];
POW result.fogcoord.x, c[0].x, R0.x;
END
# 13 instructions, 1 R-regs
