!!ARBvp1.0
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -profile arbvp1
# source file: tests/shaders/vertex/int_divide_modulo_vs.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile arbvp1
#program main
#semantic main.modelViewProj
#semantic main.columns
#var float4 position : $vin.POSITION : POSITION : 0 : 1
#var float4 frame : $vin.TEXCOORD0 : TEXCOORD0 : 1 : 1
#var float4 oPosition : $vout.POSITION : HPOS : 2 : 1
#var float4 oCell : $vout.TEXCOORD0 : TEX0 : 3 : 1
#var float4x4 modelViewProj :  : c[1], 4 : 4 : 1
#var float columns :  : c[5] : 5 : 1
#const c[0] = 0.2 0.25 64 20
#const c[6] = 0 0.5 5
PARAM c[7] = { { 0.2, 0.25, 64, 20 },
		program.local[1..5],
		{ 0, 0.5, 5 } };
TEMP R0;
TEMP R1;
MUL R0.y, vertex.texcoord[0].x, c[0].z;
ADD R0.z, R0.y, -c[0].w;
MOV R0.x, c[6];
ABS R0.w, c[5].x;
ABS R0.z, R0;
FLR R0.w, R0;
SLT R1.x, c[5], R0;
ADD R0.x, -R0.w, -R0.w;
MAD R0.x, R0, R1, R0.w;
RCP R1.x, R0.x;
FLR R0.z, R0;
SLT R0.w, R0.y, c[0];
ADD R0.y, -R0.z, -R0.z;
MAD R0.y, R0, R0.w, R0.z;
MUL R0.z, R0.y, R1.x;
FRC R0.w, R0.z;
MUL R0.x, R0.w, R0;
ABS R0.w, R0.x;
ABS R1.y, R0.z;
ADD R0.w, R0, c[6].y;
FLR R0.w, R0;
SLT R1.x, R0, c[6];
ADD R0.x, -R0.w, -R0.w;
MAD result.texcoord[0].x, R0, R1, R0.w;
MUL R0.x, R0.y, c[0];
FLR R0.w, R1.y;
FRC R0.x, R0;
ADD R1.x, -R0.w, -R0.w;
SLT R0.z, R0, c[6].x;
MUL R0.x, R0, c[6].z;
MAD result.texcoord[0].y, R1.x, R0.z, R0.w;
MUL R0.y, -R0, c[0];
ABS R0.z, R0.x;
ADD R0.z, R0, c[6].y;
FLR R0.z, R0;
SLT R0.w, R0.x, c[6].x;
ADD R0.x, -R0.z, -R0.z;
MAD result.texcoord[0].z, R0.x, R0.w, R0;
ABS R1.x, R0.y;
FLR R0.x, R1;
SLT R0.z, R0.y, c[6].x;
ADD R0.y, -R0.x, -R0.x;
MAD result.texcoord[0].w, R0.y, R0.z, R0.x;
DP4 result.position.w, vertex.position, c[4];
DP4 result.position.z, vertex.position, c[3];
DP4 result.position.y, vertex.position, c[2];
DP4 result.position.x, vertex.position, c[1];
END
# 47 instructions, 2 R-regs
