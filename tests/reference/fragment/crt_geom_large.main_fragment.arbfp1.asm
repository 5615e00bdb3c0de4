!!ARBfp1.0
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -profile arbfp1
# source file: tests/shaders/fragment/crt_geom_large.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile arbfp1
#program main_fragment
#semantic main_fragment.s0 : TEXUNIT0
#semantic main_fragment.IN
#var float2 tex : $vin.TEXCOORD0 : TEX0 : 0 : 1
#var sampler2D s0 : TEXUNIT0 : texunit 0 : 1 : 1
#var float2 IN.video_size :  : c[0] : 2 : 1
#var float2 IN.texture_size :  : c[1] : 2 : 1
#var float2 IN.output_size :  : c[2] : 2 : 1
#var float IN.frame_count :  :  : 2 : 0
#var float4 main_fragment : $vout.COLOR : COL : -1 : 1
#const c[3] = 3.3333333 2.718282 2 1
#const c[4] = 0.050000001 0.1 0.5 3.1415927
#const c[5] = 9.9999997e-06 0 2.4000001 4
#const c[6] = 0.2 0.60000002 0.029999999 1000
#const c[7] = -0.30000001 0.30000001 1 0.69999999
#const c[8] = 1.4 0.45454544
PARAM c[9] = { program.local[0..2],
		{ 3.3333333, 2.718282, 2, 1 },
		{ 0.050000001, 0.1, 0.5, 3.1415927 },
		{ 9.9999997e-06, 0, 2.4000001, 4 },
		{ 0.2, 0.60000002, 0.029999999, 1000 },
		{ -0.30000001, 0.30000001, 1, 0.69999999 },
		{ 1.4, 0.45454544 } };
TEMP R0;
TEMP R1;
TEMP R2;
TEMP R3;
TEMP R4;
TEMP R5;
TEMP R6;
TEMP R7;
MOV R3.w, c[5].y;
RCP R4.y, c[0].y;
RCP R4.x, c[0].x;
MUL R0.xy, R4, c[1];
RCP R1.w, R0.y;
RCP R1.z, R0.x;
MUL R0.zw, fragment.texcoord[0].xyxy, R1;
MAD R1.xy, R0.zwzw, c[3].z, -c[3].w;
MUL R0.zw, R1.xyxy, R1.xyxy;
ADD R0.w, R0.z, R0;
MAD R0.z, R0.w, c[4].x, c[4].y;
MAD R0.z, R0.w, R0, c[3].w;
MUL R0.zw, R1.xyxy, R0.z;
MAD R0.zw, R0, c[4].z, c[4].z;
MUL R1.xy, R0.zwzw, R0;
MUL R0.xy, R1, c[1];
ADD R2.xy, R0, -c[4].z;
FRC R2.zw, R2.xyxy;
ADD R3.xyz, -R2.wzzw, c[3].wwzw;
MUL R1.xy, R1, R1.zwzw;
MOV R0.zw, R3.xyyz;
RCP R3.z, c[1].x;
ADD R1.zw, -R1.xyxy, c[3].w;
MIN R1.xy, R1, R1.zwzw;
MIN R1.xy, R1, c[6].z;
ADD R1.zw, -R1.xyxy, c[6].z;
MUL R1.zw, R1, R1;
ADD R1.y, R1.z, R1.w;
RSQ R1.y, R1.y;
FLR R2.xy, R2;
MOV R4.z, R3;
RCP R1.z, R1.y;
ADD R0.x, R2.z, c[3].w;
MOV R0.y, R2.z;
MUL R0, R0, c[4].w;
ABS R0, R0;
MAX R7, R0, c[5].x;
MUL R0, R7, R7;
MUL R6, R7, c[4].z;
SIN R5.x, R7.x;
SIN R5.y, R7.y;
SIN R5.z, R7.z;
SIN R6.x, R6.x;
SIN R6.y, R6.y;
SIN R6.z, R6.z;
MUL R2.w, R2, c[3].x;
SIN R5.w, R7.w;
SIN R6.w, R6.w;
MUL R5, R5, R6;
RCP R0.x, R0.x;
RCP R0.y, R0.y;
RCP R0.w, R0.w;
RCP R0.z, R0.z;
MUL R0, R5, R0;
MUL R0, R0, c[3].z;
DP4 R2.z, R0, c[3].w;
RCP R2.z, R2.z;
RCP R5.y, c[1].y;
MUL R0, R0, R2.z;
MOV R4.w, R5.y;
ADD R2.xy, R2, c[4].z;
MUL R2.xy, R2, R4.zwzw;
ADD R5.zw, R2.xyxy, -R3;
TEX R6.xyz, R2, texture[0], 2D;
MOV R5.x, c[5].y;
ADD R5.xy, R2, R5;
ADD R4.zw, R2.xyxy, R3;
TEX R7.xyz, R5.zwzw, texture[0], 2D;
MUL R6.xyz, R0.y, R6;
MAD R6.xyz, R0.x, R7, R6;
TEX R7.xyz, R4.zwzw, texture[0], 2D;
MAD R6.xyz, R0.z, R7, R6;
MUL R4.z, R3, c[3];
MOV R4.w, c[5].y;
ADD R5.zw, R2.xyxy, R4;
TEX R2.xyz, R5.zwzw, texture[0], 2D;
MAD_SAT R2.xyz, R0.w, R2, R6;
ADD R5.zw, -R3, R5.xyxy;
TEX R6.xyz, R5, texture[0], 2D;
TEX R7.xyz, R5.zwzw, texture[0], 2D;
MUL R6.xyz, R0.y, R6;
MAD R6.xyz, R0.x, R7, R6;
ADD R0.xy, R3.zwzw, R5;
ADD R3.zw, R4, R5.xyxy;
TEX R5.xyz, R0, texture[0], 2D;
MAD R0.xyz, R0.z, R5, R6;
TEX R5.xyz, R3.zwzw, texture[0], 2D;
MAD_SAT R6.xyz, R0.w, R5, R0;
POW R0.w, R2.z, c[5].z;
POW R5.z, R6.z, c[5].z;
POW R5.x, R2.x, c[5].z;
POW R5.y, R2.y, c[5].z;
POW R5.w, R6.y, c[5].z;
POW R6.x, R6.x, c[5].z;
POW R0.z, R0.w, c[5].w;
POW R2.z, R5.z, c[5].w;
MOV R6.z, R5;
MOV R5.z, R0.w;
MUL R0.w, fragment.texcoord[0].x, c[2].x;
MUL R0.w, R0, c[1].x;
MUL R1.x, R4, R0.w;
MUL R0.w, R1.x, c[4].z;
SLT R1.y, R1.x, c[5];
ABS R0.w, R0;
FRC R0.w, R0;
ABS R1.y, R1;
MOV R1.x, c[3].w;
CMP R1.x, -R1.y, c[5].y, R1;
MUL R0.w, R0, c[3].z;
CMP R0.w, -R1.x, R0, -R0;
ADD R1.x, -R1.z, c[6].z;
MUL_SAT R1.z, R1.x, c[6].w;
FLR R0.w, R0;
POW R0.x, R5.x, c[5].w;
POW R0.y, R5.y, c[5].w;
MAD R0.xyz, R0, c[3].z, c[3].z;
MUL R4.yzw, R0.xxyz, c[4].z;
POW R2.x, R6.x, c[5].w;
POW R2.y, R5.w, c[5].w;
MAD R2.xyz, R2, c[3].z, c[3].z;
MUL R3.yzw, R2.xxyz, c[4].z;
RSQ R3.w, R3.w;
RSQ R4.y, R4.y;
RSQ R4.z, R4.z;
RSQ R4.w, R4.w;
MUL R4.yzw, R2.w, R4;
MUL R2.w, R3.x, c[3].x;
RSQ R3.y, R3.y;
RSQ R3.z, R3.z;
MUL R3.xyz, R2.w, R3.yzww;
POW R2.w, R4.z, R0.y;
POW R3.w, R4.y, R0.x;
POW R3.x, R3.x, R2.x;
POW R4.z, c[3].y, -R2.w;
POW R2.w, R4.w, R0.z;
MAD R0.xyz, R0, c[6].x, c[6].y;
POW R4.w, c[3].y, -R2.w;
POW R2.w, R3.y, R2.y;
POW R3.y, c[3].y, -R2.w;
POW R2.w, R3.z, R2.z;
MAD R2.xyz, R2, c[6].x, c[6].y;
POW R4.y, c[3].y, -R3.w;
RCP R0.x, R0.x;
RCP R0.z, R0.z;
RCP R0.y, R0.y;
MUL R0.xyz, R4.yzww, R0;
POW R3.x, c[3].y, -R3.x;
POW R3.z, c[3].y, -R2.w;
RCP R2.x, R2.x;
RCP R2.z, R2.z;
RCP R2.y, R2.y;
MUL R2.xyz, R3, R2;
MOV R6.y, R5.w;
MUL R2.xyz, R2, R6;
MAD R0.xyz, R0, R5, R2;
MAD R1.xy, R0.w, c[7], c[7].zwzw;
MUL R0.xyz, R0, R1.z;
MUL R0.xyz, R0, R1.xyxw;
MUL R0.xyz, R0, c[8].x;
POW result.color.x, R0.x, c[8].y;
POW result.color.y, R0.y, c[8].y;
POW result.color.z, R0.z, c[8].y;
MOV result.color.w, c[3];
END
# 163 instructions, 8 R-regs
