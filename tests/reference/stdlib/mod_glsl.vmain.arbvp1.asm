!!ARBvp1.0
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -profile arbvp1
# source file: tests/shaders/stdlib/mod_glsl.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile arbvp1
#program vmain
#semantic vmain.mvp
#var float4 position : $vin.POSITION : POSITION : 0 : 1
#var float4 phase : $vin.TEXCOORD0 : TEXCOORD0 : 1 : 1
#var float4x4 mvp :  : c[1], 4 : 2 : 1
#var float4 hpos : $vout.POSITION : HPOS : 3 : 1
#var float4 wave : $vout.TEXCOORD0 : TEX0 : 4 : 1
#const c[0] = 5 2.5
#const c[5] = 1 0.5 -1 1.3333334
#const c[6] = 1 2 -1 0.75
PARAM c[7] = { { 5, 2.5 },
		program.local[1..4],
		{ 1, 0.5, -1, 1.3333334 },
		{ 1, 2, -1, 0.75 } };
TEMP R0;
TEMP R1;
TEMP R2;
RCP R1.x, vertex.texcoord[0].y;
MUL R2.x, vertex.texcoord[0], R1;
MAD R0, vertex.texcoord[0], c[0].x, -c[0].y;
MUL R1, R0, c[5];
FLR R2.x, R2;
FLR R1, R1;
MAD R2.x, -vertex.texcoord[0].y, R2, vertex.texcoord[0];
MAD R0, -R1, c[6], R0;
ADD result.texcoord[0], R0, R2.x;
DP4 result.position.w, vertex.position, c[4];
DP4 result.position.z, vertex.position, c[3];
DP4 result.position.y, vertex.position, c[2];
DP4 result.position.x, vertex.position, c[1];
END
# 13 instructions, 3 R-regs
