!!ARBfp1.0
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -profile arbfp1
# source file: tests/shaders/fragment/hqx_like_edge.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile arbfp1
#program main_fragment
#semantic main_fragment.s0 : TEXUNIT0
#semantic main_fragment.IN
#var float2 tex : $vin.TEXCOORD0 : TEX0 : 0 : 1
#var sampler2D s0 : TEXUNIT0 : texunit 0 : 1 : 1
#var float2 IN.video_size :  :  : 2 : 0
#var float2 IN.texture_size :  : c[0] : 2 : 1
#var float2 IN.output_size :  :  : 2 : 0
#var float IN.frame_count :  :  : 2 : 0
#var float4 main_fragment : $vout.COLOR : COL : -1 : 1
#const c[1] = 1 0 0.1 0.5
PARAM c[2] = { program.local[0],
		{ 1, 0, 0.1, 0.5 } };
TEMP R0;
TEMP R1;
TEMP R2;
TEMP R3;
TEMP R4;
TEMP R5;
TEMP R6;
RCP R1.z, c[0].x;
MOV R0.x, -R1.z;
MOV R0.y, c[1];
ADD R0.zw, fragment.texcoord[0].xyxy, R0.xyxy;
RCP R1.y, c[0].y;
MOV R1.w, c[1].y;
ADD R1.zw, fragment.texcoord[0].xyxy, R1;
TEX R2.xyz, R0.zwzw, texture[0], 2D;
TEX R3.xyz, R1.zwzw, texture[0], 2D;
ADD R5.xyz, R2, -R3;
ABS R5.xyz, R5;
DP3 R1.w, R5, c[1].x;
MOV R0.y, -R1;
MOV R0.x, c[1].y;
ADD R0.xy, fragment.texcoord[0], R0;
TEX R0.xyz, R0, texture[0], 2D;
MOV R1.x, c[1].y;
ADD R1.xy, fragment.texcoord[0], R1;
TEX R1.xyz, R1, texture[0], 2D;
ADD R4.xyz, R0, -R1;
ADD R6.xyz, -R0, R2;
ABS R4.xyz, R4;
DP3 R0.w, R4, c[1].x;
ADD R0.xyz, R0, -R3;
ABS R0.xyz, R0;
DP3 R0.x, R0, c[1].x;
ABS R4.xyz, R6;
SLT R0.y, R0.x, c[1].z;
SLT R1.w, c[1].z, R1;
SLT R0.w, c[1].z, R0;
MUL R2.w, R0, R1;
DP3 R0.w, R4, c[1].x;
MUL R5.xy, fragment.texcoord[0], c[0];
FRC R4.xy, R5;
SLT R4.z, R0.w, c[1];
SLT R1.w, R4.x, c[1];
SLT R0.w, R4.y, c[1];
MUL R3.w, R0, R1;
MUL R3.w, R3, R4.z;
MUL R4.w, R2, R3;
TEX R4.xyz, fragment.texcoord[0], texture[0], 2D;
CMP R4.xyz, -R4.w, R2, R4;
ABS R3.w, R3;
CMP R4.w, -R3, c[1].y, c[1].x;
ABS R3.w, R1;
CMP R3.w, -R3, c[1].y, c[1].x;
MUL R0.x, R0.w, R3.w;
ABS R0.w, R0;
MUL R0.x, R0, R0.y;
MUL R2.w, R2, R4;
MUL R0.y, R2.w, R0.x;
ABS R4.w, R0.x;
CMP R4.xyz, -R0.y, R3, R4;
ADD R0.xyz, -R1, R2;
ABS R0.xyz, R0;
DP3 R0.x, R0, c[1].x;
CMP R4.w, -R4, c[1].y, c[1].x;
SLT R0.y, R0.x, c[1].z;
CMP R0.w, -R0, c[1].y, c[1].x;
MUL R0.x, R1.w, R0.w;
MUL R1.w, R0.x, R0.y;
MUL R2.w, R2, R4;
MUL R4.w, R2, R1;
ADD R0.xyz, R1, -R3;
ABS R0.xyz, R0;
DP3 R0.y, R0, c[1].x;
SLT R0.z, R0.y, c[1];
ABS R1.w, R1;
CMP R0.x, -R1.w, c[1].y, c[1];
MUL R0.y, R3.w, R0.w;
CMP R1.xyz, -R4.w, R2, R4;
MUL R0.y, R0, R0.z;
MUL R0.x, R2.w, R0;
MUL R0.x, R0, R0.y;
CMP result.color.xyz, -R0.x, R3, R1;
MOV result.color.w, c[1].x;
END
# 76 instructions, 7 R-regs
