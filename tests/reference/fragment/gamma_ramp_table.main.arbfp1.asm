!!ARBfp1.0
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -profile arbfp1
# source file: tests/shaders/fragment/gamma_ramp_table.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile arbfp1
#program main
#semantic main.tex
#semantic ramp
#var float2 uv : $vin.TEXCOORD0 : TEX0 : 0 : 1
#var sampler2D tex :  : texunit 0 : 1 : 1
#var float ramp[0] :  : c[0] : -1 : 1
#var float ramp[1] :  : c[1] : -1 : 1
#var float ramp[2] :  : c[2] : -1 : 1
#var float ramp[3] :  : c[3] : -1 : 1
#var float ramp[4] :  : c[4] : -1 : 1
#var float ramp[5] :  : c[5] : -1 : 1
#var float ramp[6] :  : c[6] : -1 : 1
#var float ramp[7] :  : c[7] : -1 : 1
#var float4 main : $vout.COLOR : COL : -1 : 1
#const c[8] = 6 6.9990001 5 4
#const c[9] = 3 2 1 0
PARAM c[10] = { program.local[0..7],
		{ 6, 6.9990001, 5, 4 },
		{ 3, 2, 1, 0 } };
TEMP R0;
TEMP R1;
TEMP R2;
TEX R0.xyz, fragment.texcoord[0], texture[0], 2D;
MUL R0.xyz, R0, c[8].y;
FLR R1.y, R0.x;
ADD R1.x, -R1.y, c[9].z;
ABS R1.w, R1.x;
MOV R0.w, c[1].x;
ABS R1.z, -R1.y;
CMP R2.x, -R1.z, c[9].w, R0.w;
CMP R2.z, -R1.w, R2.x, c[2].x;
MOV R1.x, c[0];
CMP R2.y, -R1.z, c[9].w, R1.x;
CMP R1.w, -R1, R2.y, c[1].x;
ADD R2.x, -R1.y, c[9].y;
ABS R2.x, R2;
CMP R1.z, -R2.x, R2, c[3].x;
ADD R2.y, -R1, c[9].x;
CMP R1.w, -R2.x, R1, c[2].x;
ABS R2.x, R2.y;
CMP R2.z, -R2.x, R1, c[4].x;
ADD R1.z, -R1.y, c[8].w;
ABS R2.y, R1.z;
CMP R1.w, -R2.x, R1, c[3].x;
ADD R2.x, -R1.y, c[8].z;
ABS R2.x, R2;
CMP R1.z, -R2.y, R2, c[5].x;
CMP R1.w, -R2.y, R1, c[4].x;
ADD R2.y, -R1, c[8].x;
ADD R1.y, R0.x, -R1;
FLR R0.x, R0.y;
ADD R0.y, R0, -R0.x;
CMP R1.z, -R2.x, R1, c[6].x;
CMP R1.w, -R2.x, R1, c[5].x;
ABS R2.x, R2.y;
CMP R1.w, -R2.x, R1, c[6].x;
CMP R1.z, -R2.x, R1, c[7].x;
ADD R1.z, R1, -R1.w;
MAD result.color.x, R1.y, R1.z, R1.w;
ABS R1.y, -R0.x;
ADD R1.z, -R0.x, c[9];
ADD R2.x, -R0, c[9].y;
CMP R1.w, -R1.y, c[9], R0;
ABS R1.z, R1;
CMP R2.y, -R1.z, R1.w, c[2].x;
CMP R1.w, -R1.y, c[9], R1.x;
ABS R2.x, R2;
CMP R1.z, -R1, R1.w, c[1].x;
ADD R1.w, -R0.x, c[9].x;
CMP R1.y, -R2.x, R2, c[3].x;
ABS R1.w, R1;
CMP R1.z, -R2.x, R1, c[2].x;
CMP R2.y, -R1.w, R1, c[4].x;
ADD R2.x, -R0, c[8].z;
ADD R1.y, -R0.x, c[8].w;
CMP R1.z, -R1.w, R1, c[3].x;
ABS R1.w, R1.y;
CMP R1.y, -R1.w, R2, c[5].x;
ABS R2.x, R2;
CMP R1.z, -R1.w, R1, c[4].x;
ADD R1.w, -R0.x, c[8].x;
FLR R0.x, R0.z;
ABS R1.w, R1;
CMP R1.y, -R2.x, R1, c[6].x;
CMP R1.z, -R2.x, R1, c[5].x;
CMP R1.z, -R1.w, R1, c[6].x;
CMP R1.y, -R1.w, R1, c[7].x;
ADD R1.y, R1, -R1.z;
MAD result.color.y, R0, R1, R1.z;
ABS R0.y, -R0.x;
CMP R1.z, -R0.y, c[9].w, R0.w;
ADD R1.y, -R0.x, c[9].z;
ABS R0.w, R1.y;
CMP R0.y, -R0, c[9].w, R1.x;
ADD R1.y, -R0.x, c[9];
ABS R1.x, R1.y;
CMP R1.z, -R0.w, R1, c[2].x;
CMP R0.y, -R0.w, R0, c[1].x;
ADD R0.w, -R0.x, c[9].x;
ABS R0.w, R0;
CMP R1.y, -R1.x, R1.z, c[3].x;
CMP R0.y, -R1.x, R0, c[2].x;
ADD R1.x, -R0, c[8].z;
CMP R0.y, -R0.w, R0, c[3].x;
CMP R1.y, -R0.w, R1, c[4].x;
ADD R0.w, -R0.x, c[8];
ABS R0.w, R0;
CMP R1.y, -R0.w, R1, c[5].x;
ABS R1.x, R1;
CMP R0.y, -R0.w, R0, c[4].x;
ADD R0.w, -R0.x, c[8].x;
ABS R0.w, R0;
CMP R0.y, -R1.x, R0, c[5].x;
CMP R0.y, -R0.w, R0, c[6].x;
CMP R1.y, -R1.x, R1, c[6].x;
CMP R0.w, -R0, R1.y, c[7].x;
ADD R0.w, R0, -R0.y;
ADD R0.x, R0.z, -R0;
MAD result.color.z, R0.x, R0.w, R0.y;
MOV result.color.w, c[9].z;
END
# 98 instructions, 3 R-regs
