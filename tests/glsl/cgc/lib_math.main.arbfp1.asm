!!ARBfp1.0
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -profile arbfp1
# source file: tests/glsl/cases/lib_math.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile arbfp1
#program main
#semantic main.k
#semantic main.eta
#var float4 a : $vin.TEXCOORD0 : TEX0 : 0 : 1
#var float4 b : $vin.TEXCOORD1 : TEX1 : 1 : 1
#var float3 n : $vin.TEXCOORD2 : TEX2 : 2 : 1
#var float4 k :  : c[0] : 3 : 1
#var float eta :  : c[1] : 4 : 1
#var float4 main : $vout.COLOR : COL : -1 : 1
#const c[2] = 0 1 0.30103001 -0.01348047
#const c[3] = 0.05747731 0.1212391 0.1956359 0.33299461
#const c[4] = 0.99999559 1.570796 3.141593 2
#const c[5] = 3 0.5 -1
PARAM c[6] = { program.local[0..1],
		{ 0, 1, 0.30103001, -0.01348047 },
		{ 0.05747731, 0.1212391, 0.1956359, 0.33299461 },
		{ 0.99999559, 1.570796, 3.141593, 2 },
		{ 3, 0.5, -1 } };
TEMP R0;
TEMP R1;
TEMP R2;
TEMP R3;
TEMP R4;
TEMP R5;
TEMP R6;
TEMP R7;
TEMP R8;
MOV R2, fragment.texcoord[0];
ABS R8, fragment.texcoord[0];
ABS R5.x, fragment.texcoord[0].y;
MAX R0.x, R8, R5;
RCP R0.y, R0.x;
MIN R0.x, R8, R5;
MUL R5.y, R0.x, R0;
MUL R5.z, R5.y, R5.y;
ADD R3, fragment.texcoord[1], -R2;
MAD R0, R3, c[0].x, fragment.texcoord[0];
DP4 R3.x, R3, R3;
FRC R1, fragment.texcoord[0];
ADD R0, R0, R1;
MUL R4.x, R5.z, c[2].w;
MOV_SAT R1, fragment.texcoord[1];
ADD R1, R0, R1;
ADD R4.x, R4, c[3];
MAD R4.x, R4, R5.z, -c[3].y;
RSQ R3.x, R3.x;
MAD R5.w, R4.x, R5.z, c[3].z;
RCP R0.x, fragment.texcoord[1].x;
RCP R0.y, fragment.texcoord[1].y;
RCP R0.w, fragment.texcoord[1].w;
RCP R0.z, fragment.texcoord[1].z;
MUL R0, fragment.texcoord[0], R0;
ABS R4, R0;
ABS R0, fragment.texcoord[1];
FRC R4, R4;
MUL R4, R4, R0;
MAD R0.y, R5.w, R5.z, -c[3].w;
MAD R0.y, R0, R5.z, c[4].x;
MUL R0.z, R0.y, R5.y;
CMP R4, fragment.texcoord[0], -R4, R4;
ADD R1, R1, R4;
SLT R0.y, R8.x, R5.x;
ADD R0.x, R0, c[2].y;
ABS R0.y, R0;
ADD R0.w, -R0.z, c[4].y;
CMP R0.y, -R0, c[2].x, c[2];
CMP R0.z, -R0.y, R0, R0.w;
SLT R4, fragment.texcoord[0], c[2].x;
ABS R0.y, R4.x;
LG2 R5.y, R0.x;
ADD R0.w, -R0.z, c[4].z;
CMP R0.y, -R0, c[2].x, c[2];
CMP R0.w, -R0.y, R0.z, R0;
SLT R0.z, fragment.texcoord[0].y, c[2].x;
ABS R0.y, fragment.texcoord[0].z;
ABS R0.z, R0;
ADD R0.y, R0, c[2];
CMP R0.z, -R0, c[2].x, c[2].y;
CMP R0.z, -R0, R0.w, -R0.w;
LG2 R0.y, R0.y;
MAD R0.y, R0, c[2].z, R0.z;
EX2 R0.z, fragment.texcoord[0].w;
ADD R5.x, R0.y, R0.z;
ADD R0, R8, c[2].y;
ADD R5.x, R5, R5.y;
RSQ R0.x, R0.x;
RSQ R0.y, R0.y;
RSQ R0.w, R0.w;
RSQ R0.z, R0.z;
ADD R0, R1, R0;
ADD R0.x, R0, R5;
SLT R1, c[2].x, fragment.texcoord[0];
ADD R7, R1, -R4;
ADD R4, fragment.texcoord[0], c[5].y;
FLR R5, -fragment.texcoord[1];
FLR R6, fragment.texcoord[1];
CMP R6, fragment.texcoord[1], -R5, R6;
FLR R4, R4;
ADD R4, R4, R6;
SGE R6, fragment.texcoord[1], R2;
ADD R4, R4, R7;
ADD R4, R4, R6;
MOV_SAT R2, fragment.texcoord[0];
MUL R6, -R2, c[4].w;
ADD R6, R6, c[5].x;
MUL R2, R2, R2;
MAD R2, R2, R6, R4;
DP3 R6.x, fragment.texcoord[2], fragment.texcoord[2];
MIN R4, fragment.texcoord[1], c[2].y;
MAX R4, R4, c[5].z;
ADD R2, R2, R4;
ADD R2, R0, R2;
RSQ R6.x, R6.x;
MUL R6.xyz, R6.x, fragment.texcoord[2];
DP3 R7.x, -fragment.texcoord[0], R6;
MAD R0.y, -R7.x, R7.x, c[2];
MUL R0.x, c[1], c[1];
MAD R6.w, -R0.x, R0.y, c[2].y;
MOV R0, fragment.texcoord[1];
ABS R4.x, R6.w;
DP3 R4.y, fragment.texcoord[0], R0;
RSQ R4.x, R4.x;
SLT R4.y, R4, c[2].x;
ABS R4.y, R4;
RCP R4.x, R4.x;
MAD R4.x, R7, c[1], -R4;
CMP R4.w, -R4.y, c[2].x, c[2].y;
MUL R4.xyz, R4.x, R6;
MUL R7.xyz, -R7.x, R6;
MAD R7.xyz, -R7, c[4].w, fragment.texcoord[0];
MUL R8.yzw, fragment.texcoord[0].xzxy, R0.xyzx;
MAD R4.xyz, fragment.texcoord[0], c[1].x, R4;
SLT R6.w, c[2].x, R6;
MAD R4.xyz, R4, R6.w, R7;
CMP R7.xyz, -R4.w, -R6, R6;
ADD R4.xyz, R4, R7;
ADD R2.xyz, R2, R4;
MAD R7.xyz, fragment.texcoord[0].yzxw, R0.zxyw, -R8.yzww;
DP3 R4.x, fragment.texcoord[0], fragment.texcoord[0];
RSQ R3.y, R4.x;
DP3 R4.y, R6, R7;
POW R4.z, R8.x, fragment.texcoord[1].y;
RCP R3.y, R3.y;
RCP R3.x, R3.x;
ADD R3.x, R3, R3.y;
ADD R3.x, R3, R4.y;
ADD R3.z, R3.x, R4;
ADD R3.w, R2, R3.z;
MOV R3.z, R2;
MAX R0, fragment.texcoord[0], R0;
COS R3.y, fragment.texcoord[0].x;
SIN R3.x, fragment.texcoord[0].x;
ADD R3.xy, R2, R3;
MOV R2.z, fragment.texcoord[1];
MOV R2.xy, fragment.texcoord[0];
LIT R2, R2.xyzz;
ADD R2, R3, R2;
MIN R3, R2, R0;
SLT R0, fragment.texcoord[1], c[2].x;
ADD_SAT R0.x, R0, R0.y;
ADD_SAT R0.y, R0.x, R0.z;
FLR R4, fragment.texcoord[0];
ADD R3, R3, R4;
MUL R0.x, R1, R1.y;
ADD R3, R3, -R5;
ADD_SAT R0.y, R0, R0.w;
MUL R0.x, R0, R1.z;
MAD_SAT R0.x, R0, R1.w, R0.y;
CMP result.color, -R0.x, R3, R2;
END
# 142 instructions, 9 R-regs
