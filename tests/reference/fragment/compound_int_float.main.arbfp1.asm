!!ARBfp1.0
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -profile arbfp1
# source file: tests/shaders/fragment/compound_int_float.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile arbfp1
#program main
#var float4 a : $vin.TEXCOORD0 : TEX0 : 0 : 1
#var float4 main : $vout.COLOR : COL : -1 : 1
#const c[0] = 20 0 10 0.5
#const c[1] = 1
PARAM c[2] = { { 20, 0, 10, 0.5 },
		{ 1 } };
TEMP R0;
TEMP R1;
MUL R0.xy, fragment.texcoord[0].yzzw, c[0].zxzw;
ABS R0.z, R0.x;
FLR R0.z, R0;
SLT R0.x, R0, c[0].y;
CMP R1.x, -R0, -R0.z, R0.z;
SLT R0.x, R1, -c[0].w;
MUL R0.z, fragment.texcoord[0].x, c[0];
ABS R0.w, R0.z;
ADD R1.x, R1, c[0].w;
FLR R0.w, R0;
SLT R0.z, R0, c[0].y;
CMP R0.z, -R0, -R0.w, R0.w;
ABS R0.w, R1.x;
FLR R1.x, R0.w;
MUL R0.z, R0, c[0].w;
ABS R0.w, R0.z;
CMP result.color.y, -R0.x, -R1.x, R1.x;
FLR R0.w, R0;
SLT R0.x, R0.z, c[0].y;
CMP result.color.x, -R0, -R0.w, R0.w;
MOV result.color.z, R0.y;
MOV result.color.w, c[1].x;
END
# 22 instructions, 2 R-regs
