!!ARBvp1.0
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -profile arbvp1
# source file: tests/shaders/flow/morph_dynamic_targets_ok.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile arbvp1
#program main
#semantic main.mvp
#semantic main.activeTargets
#semantic main.weights
#var float4 pos : $vin.POSITION : POSITION : 0 : 1
#var float3 d0 : $vin.TEXCOORD1 : TEXCOORD1 : 1 : 1
#var float3 d1 : $vin.TEXCOORD2 : TEXCOORD2 : 2 : 1
#var float3 d2 : $vin.TEXCOORD3 : TEXCOORD3 : 3 : 1
#var float3 d3 : $vin.TEXCOORD4 : TEXCOORD4 : 4 : 1
#var float4 hpos : $vout.POSITION : HPOS : 5 : 1
#var float4 color : $vout.COLOR0 : COL0 : 6 : 1
#var float4x4 mvp :  : c[1], 4 : 7 : 1
#var int activeTargets :  : c[5] : 8 : 1
#var float4 weights :  : c[6] : 9 : 1
#const c[0] = 0 1 2 3
#const c[7] = 0.5 1.5 2.5 3.5
PARAM c[8] = { { 0, 1, 2, 3 },
		program.local[1..6],
		{ 0.5, 1.5, 2.5, 3.5 } };
TEMP R0;
TEMP R1;
MOV R1.w, c[5].x;
SLT R0.w, c[0].x, R1;
MUL R0.xyz, vertex.texcoord[1], c[6].x;
MAD R0.xyz, R0, R0.w, vertex.position;
SLT R0.w, c[0].y, R1;
MUL R1.xyz, vertex.texcoord[2], c[6].y;
MAD R0.xyz, R1, R0.w, R0;
SLT R0.w, c[0].z, R1;
MUL R1.xyz, vertex.texcoord[3], c[6].z;
MAD R0.xyz, R1, R0.w, R0;
MOV R0.w, c[0].y;
MUL R1.xyz, vertex.texcoord[4], c[6].w;
SLT R1.w, c[0], R1;
MAD R0.xyz, R1, R1.w, R0;
MOV R1, c[7];
SGE R1, c[5].x, R1;
DP4 result.position.w, R0, c[4];
DP4 result.position.z, R0, c[3];
DP4 result.position.y, R0, c[2];
DP4 result.position.x, R0, c[1];
DP4 result.color.xyz, R1, c[6];
MOV result.color.w, c[0].y;
END
# 22 instructions, 2 R-regs
