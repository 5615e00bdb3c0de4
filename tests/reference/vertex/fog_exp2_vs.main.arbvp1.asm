!!ARBvp1.0
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -profile arbvp1
# source file: tests/shaders/vertex/fog_exp2_vs.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile arbvp1
#program main
#semantic main.modelViewProj
#semantic main.modelView
#semantic main.fogDensity
#semantic main.useExp2
#var float4 pos : $vin.POSITION : POSITION : 0 : 1
#var float4 color : $vin.COLOR0 : COLOR0 : 1 : 1
#var float4x4 modelViewProj :  : c[1], 4 : 2 : 1
#var float4x4 modelView :  : c[5], 4 : 3 : 1
#var float fogDensity :  : c[9] : 4 : 1
#var float useExp2 :  : c[10] : 5 : 1
#var float4 main.pos : $vout.POSITION : HPOS : -1 : 1
#var float4 main.color : $vout.COLOR0 : COL0 : -1 : 1
#var float main.fog : $vout.TEXCOORD3 : TEX3 : -1 : 1
#const c[0] = 0.5 1.442695 1 2.718282
#const c[11] = 0
PARAM c[12] = { { 0.5, 1.442695, 1, 2.718282 },
		program.local[1..10],
		{ 0 } };
TEMP R0;
DP4 R0.x, vertex.position, c[7];
ABS R0.x, R0;
MUL R0.x, R0, c[9];
MUL R0.z, -R0.x, R0.x;
MOV R0.y, c[10].x;
SLT R0.y, c[0].x, R0;
ABS R0.y, R0;
MUL R0.z, R0, c[0].y;
EX2 R0.z, R0.z;
POW R0.x, c[0].w, -R0.x;
MIN R0.w, R0.z, c[0].z;
MIN R0.z, R0.x, c[0];
MAX R0.x, R0.w, c[11];
MAX R0.z, R0, c[11].x;
SGE R0.y, c[11].x, R0;
ADD R0.z, R0, -R0.x;
MOV result.color, vertex.color;
MAD result.texcoord[3].x, R0.z, R0.y, R0;
DP4 result.position.w, vertex.position, c[4];
DP4 result.position.z, vertex.position, c[3];
DP4 result.position.y, vertex.position, c[2];
DP4 result.position.x, vertex.position, c[1];
END
# 22 instructions, 1 R-regs
