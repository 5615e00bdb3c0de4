!!ARBfp1.0
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -profile arbfp1
# source file: tests/shaders/fragment/loop_runtime_exits_fp.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile arbfp1
#program main
#semantic main.k
#var float4 w : $vin.TEXCOORD1 : TEX1 : 0 : 1
#var float4 k :  : c[0] : 1 : 1
#var float4 main : $vout.COLOR : COL : -1 : 1
#const c[1] = 1 0 1.8 -1
#const c[2] = 0 1 2 0.5
PARAM c[3] = { program.local[0],
		{ 1, 0, 1.8, -1 },
		{ 0, 1, 2, 0.5 } };
TEMP R0;
TEMP R1;
TEMP R2;
TEMP R3;
TEMP R4;
TEMP R5;
TEMP R6;
TEMP R7;
TEMP R8;
ADD R1.x, fragment.texcoord[1].y, -c[1].z;
CMP R1.x, -R1, c[1].w, c[1].y;
ABS R1.y, R1.x;
CMP R3.x, -R1.y, c[1].y, c[1];
SLT R1.z, fragment.texcoord[1], fragment.texcoord[1].x;
MUL R1.y, R3.x, R1.z;
CMP R1.w, -R1.y, c[1].x, R1.x;
SGE R1.x, R1.w, c[1].y;
MUL R5.y, R1.x, R1.x;
CMP R4.w, -R5.y, c[1].x, c[1].y;
ADD R5.x, R4.w, c[1];
MUL R2, fragment.texcoord[1].yxwz, R5.x;
SLT R1.x, c[1].z, R2;
MUL R1.x, R1, R5.y;
CMP R1.x, -R1, c[1].w, c[1].y;
ABS R1.y, R1.x;
CMP R1.y, -R1, c[1], c[1].x;
MUL R3.y, R1, R5;
SLT R1.z, fragment.texcoord[1], R2.y;
MUL R6.x, R3.y, R1.z;
CMP R5.z, -R6.x, c[1].x, R1.x;
ADD R1.xyz, R4.w, -c[2];
ABS R1.xyz, R1;
CMP R4.xyz, -R1, c[1].y, c[1].x;
ABS R3.z, R5;
CMP R3.z, -R3, c[1].y, c[1].x;
MUL R5.w, R3.y, R3.z;
MUL R6.y, R5.w, R4.x;
CMP R6.w, -R6.y, c[1].y, c[1].x;
MUL R6.z, R5.w, R6.w;
MUL R4.y, R6.z, R4;
CMP R6.y, -R6, fragment.texcoord[1].x, R0.x;
ABS R1.x, R1.w;
CMP R3.y, -R1.x, c[1], c[1].x;
MUL R4.x, R3, R3.y;
MUL R1, fragment.texcoord[1].yxwz, fragment.texcoord[1].x;
CMP R1, -R4.x, R1, c[1].y;
MAD R3, R4.w, c[0], R1;
CMP R3, -R6.x, R3, R1;
CMP R6.w, -R4.y, c[1].y, R6;
MUL R6.x, R6.z, R6.w;
MUL R4.z, R6.x, R4;
CMP R6.y, -R4, fragment.texcoord[1], R6;
CMP R4.y, -R4.z, c[1], R6.w;
CMP R4.z, -R4, fragment.texcoord[1], R6.y;
MUL R4.y, R6.x, R4;
CMP R4.y, -R4, fragment.texcoord[1].w, R4.z;
MAD R2, R2, R4.y, R3;
SLT R4.y, c[1].x, R1.w;
CMP R2, -R5.w, R2, R3;
MUL R7.x, R4, R4.y;
SLT R3.x, c[1], R2.w;
MUL R6.w, R3.x, R5;
CMP R3.y, -R7.x, c[1], c[1].x;
CMP R7.z, -R6.w, c[1].y, R3.y;
MUL R3.x, R7.z, R5.y;
SGE R3.y, R5.z, c[1];
MUL R5.w, R3.x, R3.y;
CMP R6.x, -R5.w, R5, R4.w;
ADD R6.y, R6.x, c[1].x;
MUL R3, fragment.texcoord[1].yxwz, R6.y;
SLT R4.x, c[1].z, R3;
MUL R4.x, R4, R5.w;
CMP R4.x, -R4, c[1].w, c[1].y;
ABS R4.y, R4.x;
CMP R4.y, -R4, c[1], c[1].x;
MUL R4.w, R4.y, R5;
SLT R4.z, fragment.texcoord[1], R3.y;
MUL R7.w, R4, R4.z;
CMP R6.z, -R7.w, c[1].x, R4.x;
ABS R5.x, R6.z;
ADD R4.xyz, R6.x, -c[2];
CMP R7.y, -R5.x, c[1], c[1].x;
ABS R4.xyz, R4;
CMP R5.xyz, -R4, c[1].y, c[1].x;
MUL R7.y, R4.w, R7;
MUL R5.x, R7.y, R5;
CMP R8.y, -R5.x, c[1], c[1].x;
MUL R8.x, R7.y, R8.y;
MUL R5.y, R8.x, R5;
MAD R4, R6.x, c[0], R2;
CMP R4, -R7.w, R4, R2;
CMP R8.y, -R5, c[1], R8;
MUL R7.w, R8.x, R8.y;
CMP R8.x, -R5, fragment.texcoord[1], R0;
MUL R5.x, R7.w, R5.z;
CMP R5.z, -R5.y, fragment.texcoord[1].y, R8.x;
CMP R5.y, -R5.x, c[1], R8;
CMP R5.z, -R5.x, fragment.texcoord[1], R5;
MUL R5.x, R7.w, R5.y;
CMP R5.x, -R5, fragment.texcoord[1].w, R5.z;
MAD R3, R3, R5.x, R4;
CMP R3, -R7.y, R3, R4;
SLT R4.x, c[1], R3.w;
MUL R7.y, R4.x, R7;
CMP R7.z, -R7.y, c[1].y, R7;
SGE R4.y, R6.z, c[1];
MUL R4.x, R7.z, R5.w;
MUL R5.x, R4, R4.y;
CMP R5.w, -R5.x, R6.y, R6.x;
ADD R4.x, R5.w, c[1];
MUL R4, fragment.texcoord[1].yxwz, R4.x;
SLT R5.y, c[1].z, R4.x;
MUL R5.y, R5, R5.x;
CMP R5.y, -R5, c[1].w, c[1];
ABS R5.z, R5.y;
CMP R5.z, -R5, c[1].y, c[1].x;
SLT R6.x, fragment.texcoord[1].z, R4.y;
MUL R7.w, R5.z, R5.x;
MUL R8.x, R7.w, R6;
CMP R6.x, -R8, c[1], R5.y;
ADD R5.xyz, R5.w, -c[2];
ABS R6.x, R6;
CMP R8.y, -R6.x, c[1], c[1].x;
ABS R5.xyz, R5;
CMP R6.xyz, -R5, c[1].y, c[1].x;
MUL R7.w, R7, R8.y;
MUL R6.x, R7.w, R6;
CMP R8.z, -R6.x, c[1].y, c[1].x;
MUL R8.y, R7.w, R8.z;
MUL R6.y, R8, R6;
MAD R5, R5.w, c[0], R3;
CMP R5, -R8.x, R5, R3;
CMP R8.z, -R6.y, c[1].y, R8;
MUL R8.x, R8.y, R8.z;
CMP R8.y, -R6.x, fragment.texcoord[1].x, R0.x;
MUL R6.x, R8, R6.z;
CMP R6.z, -R6.y, fragment.texcoord[1].y, R8.y;
MUL R1, R1, c[2].w;
CMP R0, -R7.x, R1, R0;
MUL R1, R2, c[2].w;
CMP R0, -R6.w, R1, R0;
MUL R1, R3, c[2].w;
CMP R1, -R7.y, R1, R0;
CMP R6.z, -R6.x, fragment.texcoord[1], R6;
CMP R6.y, -R6.x, c[1], R8.z;
MUL R6.x, R8, R6.y;
CMP R6.x, -R6, fragment.texcoord[1].w, R6.z;
MAD R4, R4, R6.x, R5;
CMP R4, -R7.w, R4, R5;
SLT R5.x, c[1], R4.w;
MUL R5.y, R5.x, R7.w;
MUL R0, R4, c[2].w;
CMP R1, -R5.y, R0, R1;
CMP R5.z, -R5.y, c[1].y, R7;
MUL R0.x, R5.z, R5;
CMP result.color, -R0.x, R4, R1;
END
# 147 instructions, 9 R-regs
