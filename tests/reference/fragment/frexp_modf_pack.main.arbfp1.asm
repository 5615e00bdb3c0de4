!!ARBfp1.0
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -profile arbfp1
# source file: tests/shaders/fragment/frexp_modf_pack.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile arbfp1
#program main
#semantic main.scale
#var float depth : $vin.TEXCOORD0 : TEX0 : 0 : 1
#var float2 v : $vin.TEXCOORD1 : TEX1 : 1 : 1
#var float scale :  : c[0] : 2 : 1
#var float4 main : $vout.COLOR : COL : -1 : 1
#const c[1] = 0.5 1 0 0.00390625
#const c[2] = 16777216 65536 256 1
#const c[3] = 0.0099999998
PARAM c[4] = { program.local[0],
		{ 0.5, 1, 0, 0.00390625 },
		{ 16777216, 65536, 256, 1 },
		{ 0.0099999998 } };
TEMP R0;
TEMP R1;
TEMP R2;
MOV_SAT R0.x, fragment.texcoord[0];
MUL R0, R0.x, c[2];
FRC R1, R0;
MUL R0.x, fragment.texcoord[1], c[0];
SLT R0.z, R0.x, c[1];
ABS R0.y, fragment.texcoord[1];
ABS R0.z, R0;
LG2 R2.y, R0.y;
CMP R2.x, -R0.z, c[1].z, c[1].y;
FLR R0.w, -R0.x;
FLR R0.z, R0.x;
CMP R0.z, -R2.x, R0, -R0.w;
FLR R0.w, R2.y;
ADD R0.x, R0, -R0.z;
CMP R0.y, -R0, c[1], c[1].z;
ADD R0.w, R0, c[1].y;
MUL R0.w, R0.y, R0;
MUL R0.y, R0.z, c[3].x;
EX2 R0.z, -R0.w;
MUL R0.z, fragment.texcoord[1].y, R0;
EX2 R0.w, R0.w;
MAD R1, -R1.xxyz, c[1].zwww, R1;
MUL R0.w, R0.z, R0;
ADD R0, R1, R0;
MUL result.color, R0, c[1].x;
END
# 25 instructions, 3 R-regs
