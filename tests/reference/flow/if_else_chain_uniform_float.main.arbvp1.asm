!!ARBvp1.0
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -profile arbvp1
# source file: tests/shaders/flow/if_else_chain_uniform_float.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile arbvp1
#program main
#semantic main.mvp
#semantic main.debugMode
#var float4 pos : $vin.POSITION : POSITION : 0 : 1
#var float3 N : $vin.NORMAL : NORMAL : 1 : 1
#var float2 uv : $vin.TEXCOORD0 : TEXCOORD0 : 2 : 1
#var float4 vcol : $vin.COLOR0 : COLOR0 : 3 : 1
#var float4 hpos : $vout.POSITION : HPOS : 4 : 1
#var float4 color : $vout.COLOR0 : COL0 : 5 : 1
#var float4x4 mvp :  : c[1], 4 : 6 : 1
#var float debugMode :  : c[5] : 7 : 1
#const c[0] = 0 1 0.5 1.5
#const c[6] = 2.5 3.5
PARAM c[7] = { { 0, 1, 0.5, 1.5 },
		program.local[1..5],
		{ 2.5, 3.5 } };
TEMP R0;
TEMP R1;
TEMP R2;
MOV R2.xy, c[6];
MOV R0.xy, c[0].zwzw;
SLT R0.x, c[5], R0;
ABS R0.x, R0;
SGE R0.x, c[0], R0;
SLT R0.y, c[5].x, R0;
MUL R0.z, R0.x, R0.y;
ABS R0.y, R0;
SLT R2.z, c[5].x, R2.x;
SGE R0.y, c[0].x, R0;
MUL R2.x, R0, R0.y;
MUL R2.w, R2.x, R2.z;
ABS R2.z, R2;
SGE R2.z, c[0].x, R2;
MUL R2.x, R2, R2.z;
SLT R2.y, c[5].x, R2;
MUL R2.z, R2.x, R2.y;
MOV R1.w, c[0].y;
MAD R1.xyz, vertex.normal, c[0].z, c[0].z;
ADD R1, R1, -vertex.color;
MAD R1, R1, R0.z, vertex.color;
MOV R0.xy, vertex.texcoord[0];
MOV R0.zw, c[0].xyxy;
ADD R0, R0, -R1;
MAD R1, R0, R2.w, R1;
ABS R2.w, R2.y;
SGE R2.y, c[0].x, R2.w;
FRC R0.xyz, vertex.position;
MOV R0.w, c[0].y;
ADD R0, R0, -R1;
MAD R0, R0, R2.z, R1;
MUL R2.x, R2, R2.y;
ADD R1, -R0, c[0].yxyy;
MAD result.color, R1, R2.x, R0;
DP4 result.position.w, vertex.position, c[4];
DP4 result.position.z, vertex.position, c[3];
DP4 result.position.y, vertex.position, c[2];
DP4 result.position.x, vertex.position, c[1];
END
# 38 instructions, 3 R-regs
