!!ARBfp1.0
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -profile arbfp1
# source file: tests/shaders/fragment/xbrz_corner_distances.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile arbfp1
#program main_fragment
#semantic main_fragment.decal : TEXUNIT0
#semantic main_fragment.IN
#var float2 tex : $vin.TEXCOORD0 : TEX0 : 0 : 1
#var sampler2D decal : TEXUNIT0 : texunit 0 : 1 : 1
#var float2 IN.video_size :  :  : 2 : 0
#var float2 IN.texture_size :  : c[0] : 2 : 1
#var float2 IN.output_size :  :  : 2 : 0
#var float4 main_fragment : $vout.COLOR : COL : -1 : 1
#const c[1] = 65536 256 1 0
#const c[2] = 0.26269999 0.67799997 0.059300002 0.67815
#const c[3] = 0.53151906 4 3.5999999 2
#const c[4] = 0.25
PARAM c[5] = { program.local[0],
		{ 65536, 256, 1, 0 },
		{ 0.26269999, 0.67799997, 0.059300002, 0.67815 },
		{ 0.53151906, 4, 3.5999999, 2 },
		{ 0.25 } };
TEMP R0;
TEMP R1;
TEMP R2;
TEMP R3;
TEMP R4;
TEMP R5;
TEMP R6;
RCP R6.x, c[0].x;
MOV R6.y, c[1].w;
ADD R0.zw, fragment.texcoord[0].xyxy, R6.xyxy;
TEX R1.xyz, R0.zwzw, texture[0], 2D;
RCP R0.y, c[0].y;
MOV R0.x, c[1].w;
ADD R2.xy, fragment.texcoord[0], R0;
TEX R2.xyz, R2, texture[0], 2D;
ADD R5.xyz, R1, -R2;
DP3 R2.w, R5, c[2];
ADD R3.w, R5.z, -R2;
MOV R0.x, R6;
ADD R0.xy, fragment.texcoord[0], R0;
TEX R3.xyz, R0, texture[0], 2D;
TEX R0.xyz, fragment.texcoord[0], texture[0], 2D;
ADD R4.xyz, R0, -R3;
DP3 R0.w, R4, c[2];
ADD R1.w, R4.z, -R0;
MUL R3.w, R3, c[3].x;
MUL R4.y, R3.w, R3.w;
ADD R3.w, R5.x, -R2;
MAD R4.y, R2.w, R2.w, R4;
MUL R2.w, R3, c[2];
DP3 R6.z, R3, c[1];
ADD R5.xyz, R0, -R1;
MAD R3.w, R2, R2, R4.y;
MUL R1.w, R1, c[3].x;
MUL R2.w, R1, R1;
ADD R1.w, R4.x, -R0;
ADD R4.xyz, R2, -R3;
MAD R2.w, R0, R0, R2;
MUL R0.w, R1, c[2];
MAD R0.w, R0, R0, R2;
DP3 R3.x, R1, c[1];
RSQ R1.w, R3.w;
ADD R3.z, R3.x, -R6;
RSQ R0.w, R0.w;
ABS R3.z, R3;
DP3 R2.w, R5, c[2];
DP3 R5.w, R2, c[1];
RCP R1.w, R1.w;
RCP R0.w, R0.w;
ADD R4.w, R0, R1;
DP3 R1.w, R4, c[2];
ADD R4.y, R5.z, -R2.w;
ADD R3.w, R4.z, -R1;
MUL R4.y, R4, c[3].x;
MUL R4.z, R4.y, R4.y;
MUL R3.w, R3, c[3].x;
MUL R3.w, R3, R3;
ADD R4.y, R5.x, -R2.w;
MAD R4.z, R2.w, R2.w, R4;
MUL R2.w, R4.y, c[2];
MAD R4.y, R2.w, R2.w, R4.z;
ADD R2.w, R4.x, -R1;
MAD R3.w, R1, R1, R3;
MUL R1.w, R2, c[2];
MAD R1.w, R1, R1, R3;
RSQ R2.w, R1.w;
RSQ R3.w, R4.y;
RCP R1.w, R3.w;
RCP R2.w, R2.w;
MAD R4.x, R2.w, c[3].y, R1.w;
MUL R3.w, R4, c[3].z;
SLT R3.w, R3, R4.x;
SLT R4.x, R4.w, R4;
DP3 R4.w, R0, c[1];
ABS R3.w, R3;
ADD R3.y, R4.w, -R5.w;
ABS R3.y, R3;
ADD R3.x, R4.w, -R3;
ABS R3.x, R3;
CMP R3.w, -R3, c[1], c[1].z;
CMP R3.z, -R3, c[1].w, c[1];
CMP R3.y, -R3, c[1].w, c[1].z;
MUL R4.y, R3, R3.z;
ADD R3.y, R5.w, -R6.z;
ABS R3.z, R3.y;
CMP R6.w, -R3.z, c[1], c[1].z;
CMP R3.y, -R3.x, c[1].w, c[1].z;
MAD_SAT R3.y, R3, R6.w, R4;
CMP R3.z, -R3.x, c[1], c[1].w;
ABS R3.x, R3.y;
MUL R3.y, R4.x, R3.z;
CMP R4.x, -R3, c[1].w, c[1].z;
MUL R3.x, R4, R3.y;
MUL R3.z, R3.x, R3.w;
ABS R3.x, R3.y;
MOV R3.w, c[3];
CMP R3.x, -R3, c[1].w, c[1].z;
CMP R4.y, -R3.z, c[1].z, R3.w;
MUL R3.z, R4.x, R3.x;
ADD R3.xy, fragment.texcoord[0], -R6;
CMP R4.y, -R3.z, c[1].w, R4;
TEX R3.xyz, R3, texture[0], 2D;
ADD R5.xyz, -R2, R3;
DP3 R5.y, R5, c[2];
CMP R6.x, -R4, R4.y, c[1].w;
ADD R4.xyz, -R0, R3;
DP3 R4.y, R4, c[2];
DP3 R3.z, R3, c[1];
ADD R3.y, -R4.w, R3.z;
ADD R4.x, R4, -R4.y;
ADD R3.z, -R5.w, R3;
ABS R3.z, R3;
ADD R4.z, R4, -R4.y;
ADD R6.y, R5.z, -R5;
MUL R5.z, R4, c[3].x;
MUL R4.z, R6.y, c[3].x;
MUL R5.z, R5, R5;
MUL R4.z, R4, R4;
MAD R4.y, R4, R4, R5.z;
MUL R4.x, R4, c[2].w;
MAD R4.x, R4, R4, R4.y;
ADD R4.y, R5.x, -R5;
RSQ R4.x, R4.x;
RCP R4.x, R4.x;
MAD R2.w, R2, c[3].y, R4.x;
ADD R4.x, R4.w, -R6.z;
ABS R4.x, R4;
MAD R4.z, R5.y, R5.y, R4;
MUL R4.y, R4, c[2].w;
MAD R4.y, R4, R4, R4.z;
RSQ R4.y, R4.y;
RCP R4.y, R4.y;
ADD R0.w, R0, R4.y;
SLT R3.x, R2.w, R0.w;
MUL R2.w, R2, c[3].z;
SLT R0.w, R2, R0;
ABS R0.w, R0;
ABS R4.y, -R3;
CMP R3.z, -R3, c[1].w, c[1];
CMP R4.x, -R4, c[1].w, c[1].z;
MUL R4.x, R3.z, R4;
ABS R3.z, R3.y;
CMP R3.y, -R3.z, c[1].w, c[1].z;
MAD_SAT R3.y, R6.w, R3, R4.x;
CMP R3.z, -R4.y, c[1], c[1].w;
ABS R3.y, R3;
CMP R4.x, -R3.y, c[1].w, c[1].z;
MUL R4.y, R3.x, R3.z;
ADD R3.xyz, R0, -R2;
DP3 R3.y, R3, c[2];
ADD R2.w, R3.z, -R3.y;
MUL R2.w, R2, c[3].x;
MUL R3.z, R2.w, R2.w;
ADD R2.w, R3.x, -R3.y;
MAD R3.x, R3.y, R3.y, R3.z;
MUL R2.w, R2, c[2];
MAD R2.w, R2, R2, R3.x;
RSQ R3.x, R2.w;
RCP R3.x, R3.x;
SGE R1.w, R3.x, R1;
ABS R1.w, R1;
CMP R1.w, -R1, c[1], c[1].z;
CMP R1.xyz, -R1.w, R2, R1;
MUL R4.z, R4.x, R4.y;
CMP R0.w, -R0, c[1], c[1].z;
MUL R0.w, R4.z, R0;
CMP R2.w, -R0, c[1].z, R3;
ABS R0.w, R4.y;
CMP R0.w, -R0, c[1], c[1].z;
MUL R0.w, R4.x, R0;
CMP R0.w, -R0, c[1], R2;
CMP R0.w, -R4.x, R0, c[1];
ADD R1.xyz, -R0, R1;
ADD R0.w, R6.x, R0;
MUL R1.xyz, R0.w, R1;
MAD result.color.xyz, R1, c[4].x, R0;
MOV result.color.w, c[1].z;
END
# 170 instructions, 7 R-regs
