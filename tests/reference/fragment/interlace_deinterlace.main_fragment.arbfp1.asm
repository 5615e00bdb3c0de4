!!ARBfp1.0
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -profile arbfp1
# source file: tests/shaders/fragment/interlace_deinterlace.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile arbfp1
#program main_fragment
#semantic main_fragment.s0 : TEXUNIT0
#semantic main_fragment.IN
#semantic main_fragment.fieldBlend
#var float2 tex : $vin.TEXCOORD0 : TEX0 : 0 : 1
#var sampler2D s0 : TEXUNIT0 : texunit 0 : 1 : 1
#var float2 IN.video_size :  :  : 2 : 0
#var float2 IN.texture_size :  : c[0] : 2 : 1
#var float2 IN.output_size :  :  : 2 : 0
#var float IN.frame_count :  : c[1] : 2 : 1
#var float fieldBlend :  : c[2] : 3 : 1
#var float4 main_fragment : $vout.COLOR : COL : -1 : 1
#const c[3] = 0.5 1 0 2
#const c[4] = -1
PARAM c[5] = { program.local[0..2],
		{ 0.5, 1, 0, 2 },
		{ -1 } };
TEMP R0;
TEMP R1;
TEMP R2;
TEMP R3;
MOV R0.xy, c[3].yzzw;
SLT R0.z, c[1].x, R0.y;
ABS R0.z, R0;
MOV R0.y, c[1].x;
MUL R0.y, R0, c[3].x;
CMP R1.x, -R0.z, c[3].z, c[3].y;
ABS R0.z, R0.y;
FRC R0.z, R0;
MUL R0.w, R0.z, c[3];
MUL R0.y, fragment.texcoord[0], c[0];
FLR R0.y, R0;
MUL R0.z, R0.y, c[3].x;
ABS R0.z, R0;
CMP R1.x, -R1, R0.w, -R0.w;
SLT R0.y, R0, c[3].z;
ABS R0.w, R0.y;
FRC R0.z, R0;
MUL R0.y, R0.z, c[3].w;
CMP R0.z, -R0.w, c[3], c[3].y;
CMP R0.y, -R0.z, R0, -R0;
ADD R0.y, R0, -R1.x;
ABS R0.y, R0;
SLT R0.y, R0, c[3].x;
ABS R0.y, R0;
CMP R0.y, -R0, c[3].z, c[3];
CMP R0.y, -R0, c[3].z, c[3];
SLT R0.y, c[3].z, R0;
ABS R0.y, R0;
CMP R3.x, -R0.y, c[3].z, c[3].y;
CMP R0.x, -R3, c[4], R0;
RCP R0.y, c[0].y;
MUL R0.y, R0.x, R0;
MOV R0.x, c[3].z;
ADD R1.xy, fragment.texcoord[0], R0;
TEX R0, fragment.texcoord[0], texture[0], 2D;
TEX R1, R1, texture[0], 2D;
MUL R2, R0, c[3].x;
MAD R1, -R0, c[3].x, R1;
MAD R1, R1, c[2].x, R2;
CMP result.color, -R3.x, R1, R0;
END
# 40 instructions, 4 R-regs
