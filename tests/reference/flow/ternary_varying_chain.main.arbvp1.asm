!!ARBvp1.0
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -profile arbvp1
# source file: tests/shaders/flow/ternary_varying_chain.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile arbvp1
#program main
#semantic main.mvp
#semantic main.palette
#var float4 pos : $vin.POSITION : POSITION : 0 : 1
#var float matId : $vin.TEXCOORD3 : TEXCOORD3 : 1 : 1
#var float2 uv : $vin.TEXCOORD0 : TEXCOORD0 : 2 : 1
#var float4x4 mvp :  : c[1], 4 : 3 : 1
#var float4 palette[0] :  : c[5] : 4 : 1
#var float4 palette[1] :  : c[6] : 4 : 1
#var float4 palette[2] :  : c[7] : 4 : 1
#var float4 palette[3] :  : c[8] : 4 : 1
#var float4 main.hpos : $vout.POSITION : HPOS : -1 : 1
#var float4 main.color : $vout.COLOR0 : COL0 : -1 : 1
#var float2 main.uv : $vout.TEXCOORD0 : TEX0 : -1 : 1
#const c[0] = -1 1.5 0 1
#const c[9] = 2 3 0.5
PARAM c[10] = { { -1, 1.5, 0, 1 },
		program.local[1..8],
		{ 2, 3, 0.5 } };
TEMP R0;
TEMP R1;
TEMP R2;
SLT R0.x, vertex.texcoord[3], c[9].y;
ABS R1.x, R0;
SGE R1.z, c[0], R1.x;
MOV R0, c[7];
SLT R1.y, vertex.texcoord[3].x, c[9].x;
SLT R1.x, vertex.texcoord[3], c[0].w;
ABS R1.y, R1;
ABS R1.x, R1;
SGE R1.x, c[0].z, R1;
SGE R1.y, c[0].z, R1;
MUL R1.y, R1.x, R1;
MUL R1.z, R1.y, R1;
ADD R0, -R0, c[8];
MAD R0, R0, R1.z, c[7];
ADD R0, R0, -c[6];
MAD R0, R0, R1.y, c[6];
ADD R0, R0, -c[5];
MAD R0, R0, R1.x, c[5];
MAD R1, R0, c[9].z, -R0;
SGE R2.x, vertex.texcoord[3], c[9];
SLT R2.y, vertex.position, c[0].z;
MUL R2.z, R2.y, R2.x;
MAD R0, R1, R2.z, R0;
SLT R1.y, c[0], vertex.texcoord[3].x;
ADD R1.x, -R0.w, c[9].z;
ABS R1.z, R2.x;
ABS R1.w, R1.y;
SGE R1.y, c[0].z, R1.z;
SGE R1.z, c[0], R1.w;
MUL R1.y, R2, R1;
MUL R1.z, R1, c[0].x;
MAD result.color.w, R1.x, R1.y, R0;
ADD R0.w, R1.z, c[9].x;
MOV result.color.xyz, R0;
MUL result.texcoord[0].xy, vertex.texcoord[0], R0.w;
DP4 result.position.w, vertex.position, c[4];
DP4 result.position.z, vertex.position, c[3];
DP4 result.position.y, vertex.position, c[2];
DP4 result.position.x, vertex.position, c[1];
END
# 39 instructions, 3 R-regs
