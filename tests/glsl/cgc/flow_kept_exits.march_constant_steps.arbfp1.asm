!!ARBfp1.0
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -profile arbfp1
# source file: tests/glsl/cases/flow_kept_exits.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile arbfp1
#program march_constant_steps
#semantic march_constant_steps.heightMap
#semantic march_constant_steps.cutoff
#var float2 uv : $vin.TEXCOORD0 : TEX0 : 0 : 1
#var float3 ray : $vin.TEXCOORD1 : TEX1 : 1 : 1
#var sampler2D heightMap :  : texunit 0 : 2 : 1
#var float cutoff :  : c[0] : 3 : 1
#var float4 march_constant_steps : $vout.COLOR : COL : -1 : 1
#var <none>4 $kill_0000 : $vout.$kill : $kill : -1 : 0
#var <none>4 $kill_0001 : $vout.$kill : $kill : -1 : 0
#var <none>4 $kill_0002 : $vout.$kill : $kill : -1 : 0
#var <none>4 $kill_0003 : $vout.$kill : $kill : -1 : 0
#var <none>4 $kill_0004 : $vout.$kill : $kill : -1 : 0
#var <none>4 $kill_0005 : $vout.$kill : $kill : -1 : 0
#const c[1] = 1 0 -1 0.125
PARAM c[2] = { program.local[0],
		{ 1, 0, -1, 0.125 } };
TEMP R0;
TEMP R1;
TEMP R2;
TEMP R3;
TEMP R4;
TEMP R5;
TEMP R6;
TEMP R7;
TEMP R8;
TEX R0.x, fragment.texcoord[0], texture[0], 2D;
ADD R0.w, R0.x, -c[1].x;
CMP R0.y, -R0.w, c[1].z, c[1];
SGE R2.w, R0.y, c[1].y;
MOV R1.xy, fragment.texcoord[0];
MOV R1.zw, c[1].x;
ABS R7.x, R0.y;
MAD R2.xyz, fragment.texcoord[1], c[1].w, R1;
CMP R2.xyz, -R7.x, R1, R2;
TEX R0.x, R2, texture[0], 2D;
SLT R0.x, R2.z, R0;
MUL R3.w, R2, R0.x;
CMP R4.x, -R3.w, c[1].z, R0.y;
ABS R0.x, R4;
CMP R3.x, -R0, c[1].y, c[1];
MAD R0.xyz, fragment.texcoord[1], c[1].w, R2;
MUL R7.y, R2.w, R3.x;
CMP R3.xyz, -R7.y, R0, R2;
SGE R0.y, R4.x, c[1];
TEX R0.x, R3, texture[0], 2D;
MUL R2.w, R2, R0.y;
SLT R0.x, R3.z, R0;
MUL R4.w, R2, R0.x;
CMP R5.x, -R4.w, c[1].z, R4;
ABS R0.x, R5;
CMP R4.x, -R0, c[1].y, c[1];
MAD R0.xyz, fragment.texcoord[1], c[1].w, R3;
MUL R7.z, R2.w, R4.x;
CMP R4.xyz, -R7.z, R0, R3;
SGE R0.y, R5.x, c[1];
TEX R0.x, R4, texture[0], 2D;
MUL R2.w, R2, R0.y;
SLT R0.x, R4.z, R0;
MUL R5.w, R2, R0.x;
CMP R6.x, -R5.w, c[1].z, R5;
ABS R0.x, R6;
CMP R5.x, -R0, c[1].y, c[1];
MAD R0.xyz, fragment.texcoord[1], c[1].w, R4;
MUL R7.w, R2, R5.x;
CMP R5.xyz, -R7.w, R0, R4;
SGE R0.y, R6.x, c[1];
TEX R0.x, R5, texture[0], 2D;
MUL R8.y, R2.w, R0;
SLT R0.x, R5.z, R0;
MUL R6.w, R8.y, R0.x;
CMP R2.w, -R6, c[1].z, R6.x;
ABS R0.x, R2.w;
CMP R6.x, -R0, c[1].y, c[1];
MAD R0.xyz, fragment.texcoord[1], c[1].w, R5;
MUL R8.x, R8.y, R6;
CMP R6.xyz, -R8.x, R0, R5;
SGE R0.y, R2.w, c[1];
TEX R0.x, R6, texture[0], 2D;
MUL R8.y, R8, R0;
SLT R0.x, R6.z, R0;
MUL R8.z, R8.y, R0.x;
CMP R0.x, -R8.z, c[1].z, R2.w;
ABS R0.x, R0;
CMP R8.w, -R0.x, c[1].y, c[1].x;
CMP R0, -R0.w, R1, c[1].y;
MOV R2.w, c[1].x;
CMP R0, -R3.w, R2, R0;
MOV R3.w, c[1].x;
CMP R0, -R4.w, R3, R0;
MOV R4.w, c[1].x;
CMP R0, -R5.w, R4, R0;
MOV R5.w, c[1].x;
CMP R0, -R6.w, R5, R0;
MOV R6.w, c[1].x;
CMP result.color, -R8.z, R6, R0;
SLT R0.y, R6.z, c[0].x;
MUL R0.x, R8.y, R8.w;
MUL R0.x, R0, R0.y;
SLT R0.z, R5, c[0].x;
MUL R0.y, R8.x, R0.z;
KIL -R0.x;
KIL -R0.y;
SLT R0.x, R4.z, c[0];
MUL R0.x, R7.w, R0;
SLT R0.y, R3.z, c[0].x;
MUL R0.y, R7.z, R0;
KIL -R0.x;
MOV R0.x, c[0];
SLT R0.z, c[1].x, R0.x;
KIL -R0.y;
SLT R0.y, R2.z, c[0].x;
MUL R0.y, R7, R0;
CMP R0.x, -R7, c[1].y, c[1];
MUL R0.x, R0, R0.z;
KIL -R0.y;
KIL -R0.x;
END
# 91 instructions, 9 R-regs
