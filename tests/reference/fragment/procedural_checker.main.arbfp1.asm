!!ARBfp1.0
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -profile arbfp1
# source file: tests/shaders/fragment/procedural_checker.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile arbfp1
#program main
#semantic main.tiles
#semantic main.colorA
#semantic main.colorB
#semantic main.lineWidth
#var float2 uv : $vin.TEXCOORD0 : TEX0 : 0 : 1
#var float tiles :  : c[0] : 1 : 1
#var float4 colorA :  : c[1] : 2 : 1
#var float4 colorB :  : c[2] : 3 : 1
#var float lineWidth :  : c[3] : 4 : 1
#var float4 main : $vout.COLOR : COL : -1 : 1
#const c[4] = 1 0 0.5 2
#const c[5] = 12.9898 78.233002 43758.547 0.2
#const c[6] = 0.89999998 4 0.25 3
#const c[7] = 0.050000001 0.1
PARAM c[8] = { program.local[0..3],
		{ 1, 0, 0.5, 2 },
		{ 12.9898, 78.233002, 43758.547, 0.2 },
		{ 0.89999998, 4, 0.25, 3 },
		{ 0.050000001, 0.1 } };
TEMP R0;
TEMP R1;
TEMP R2;
TEMP R3;
MUL R2.xy, fragment.texcoord[0], c[0].x;
FLR R1.xy, R2;
ADD R1.z, R1.x, R1.y;
MUL R1.w, R1.z, c[4].z;
SLT R1.z, R1.x, -R1.y;
MUL R1.xy, R1, c[5];
ADD R1.x, R1, R1.y;
ABS R1.w, R1;
FRC R2.z, R1.w;
ABS R1.z, R1;
CMP R1.w, -R1.z, c[4].y, c[4].x;
MUL R2.z, R2, c[4].w;
MOV R0, c[1];
SIN R1.x, R1.x;
MUL R1.x, R1, c[5].z;
FRC R1.x, R1;
MUL R1.x, R1, c[5].w;
CMP R1.w, -R1, R2.z, -R2.z;
MUL R1.z, fragment.texcoord[0].x, c[6].w;
ADD R0, -R0, c[2];
SLT R2.z, R1, c[4].y;
MAD R0, R1.w, R0, c[1];
ABS R1.w, R2.z;
FLR R2.z, -R1;
ADD R1.x, R1, c[6];
MUL R0, R0, R1.x;
CMP R1.w, -R1, c[4].y, c[4].x;
FLR R1.z, R1;
CMP R1.z, -R1.w, R1, -R2;
ADD R1.y, -R1.z, -R2.z;
MUL R1.z, R1.y, c[7].x;
MUL R1.y, fragment.texcoord[0], c[6];
ADD R1.y, R1, c[4].z;
FLR R1.y, R1;
MAD R1.y, R1, c[6].z, R1.z;
MUL R1.y, R1, c[7];
ADD R3.x, R1.y, c[6];
MAD R1, -R0, R3.x, c[4].yyyx;
MOV R2.z, c[4].x;
FRC R2.xy, R2;
ADD R2.z, R2, -c[3].x;
SGE R2.zw, R2.xyxy, R2.z;
SGE R2.xy, c[3].x, R2;
ADD R2.xy, R2, R2.zwzw;
MUL R0, R0, R3.x;
ADD_SAT R2.x, R2, R2.y;
MAD result.color, R2.x, R1, R0;
END
# 47 instructions, 4 R-regs
