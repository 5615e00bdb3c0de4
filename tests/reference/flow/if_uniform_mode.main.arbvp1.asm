!!ARBvp1.0
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -profile arbvp1
# source file: tests/shaders/flow/if_uniform_mode.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile arbvp1
#program main
#semantic main.mvp
#semantic main.modelView
#semantic main.texMatrix
#semantic main.texgenMode
#var float4 pos : $vin.POSITION : POSITION : 0 : 1
#var float3 N : $vin.NORMAL : NORMAL : 1 : 1
#var float4 tc : $vin.TEXCOORD0 : TEXCOORD0 : 2 : 1
#var float4x4 mvp :  : c[1], 4 : 3 : 1
#var float4x4 modelView :  : c[5], 4 : 4 : 1
#var float4x4 texMatrix :  : c[9], 4 : 5 : 1
#var int texgenMode :  : c[13] : 6 : 1
#var float4 main.hpos : $vout.POSITION : HPOS : -1 : 1
#var float4 main.tc : $vout.TEXCOORD0 : TEX0 : -1 : 1
#const c[0] = 0 1 2
PARAM c[14] = { { 0, 1, 2 },
		program.local[1..13] };
TEMP R0;
TEMP R1;
TEMP R2;
TEMP R3;
DP4 R0.z, vertex.position, c[7];
DP4 R0.x, vertex.position, c[5];
DP4 R0.y, vertex.position, c[6];
DP3 R0.w, R0, R0;
DP3 R2.z, vertex.normal, c[7];
DP3 R2.x, vertex.normal, c[5];
DP3 R2.y, vertex.normal, c[6];
DP3 R1.x, R2, R2;
RSQ R1.w, R1.x;
MUL R2.xyz, R1.w, R2;
RSQ R0.w, R0.w;
MUL R1.xyz, R0.w, R0;
DP3 R0.w, R2, R1;
MUL R2.xyz, R2, R0.w;
MAD R1.xyz, -R2, c[0].z, R1;
MOV R3.xy, c[0].yzzw;
ADD R2.x, -R3, c[13];
ABS R2.x, R2;
ADD R2.y, -R3, c[13].x;
SGE R2.x, c[0], R2;
ABS R2.y, R2;
SGE R2.y, c[0].x, R2;
ABS R2.x, R2;
SGE R2.x, c[0], R2;
DP4 R0.w, vertex.position, c[8];
MOV R1.w, c[0].y;
ADD R1, R1, -R0;
MUL R2.z, R2.x, R2.y;
MAD R1, R1, R2.z, R0;
ABS R2.w, R2.y;
SGE R2.y, c[0].x, R2.w;
MUL R2.x, R2, R2.y;
DP4 R0.w, vertex.texcoord[0], c[12];
DP4 R0.z, vertex.texcoord[0], c[11];
DP4 R0.y, vertex.texcoord[0], c[10];
DP4 R0.x, vertex.texcoord[0], c[9];
ADD R0, R0, -R1;
MAD result.texcoord[0], R0, R2.x, R1;
DP4 result.position.w, vertex.position, c[4];
DP4 result.position.z, vertex.position, c[3];
DP4 result.position.y, vertex.position, c[2];
DP4 result.position.x, vertex.position, c[1];
END
# 42 instructions, 4 R-regs
