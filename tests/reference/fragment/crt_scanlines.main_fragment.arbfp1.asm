!!ARBfp1.0
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -profile arbfp1
# source file: tests/shaders/fragment/crt_scanlines.cg
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
#var float2 IN.output_size :  : c[1] : 2 : 1
#var float IN.frame_count :  :  : 2 : 0
#var float4 main_fragment : $vout.COLOR : COL : -1 : 1
#const c[2] = 2.469136 0.33333334 1 0
#const c[3] = 0.5 2.2 2.718282 3
#const c[4] = 2 0.69999999 0.45454544
PARAM c[5] = { program.local[0..1],
		{ 2.469136, 0.33333334, 1, 0 },
		{ 0.5, 2.2, 2.718282, 3 },
		{ 2, 0.69999999, 0.45454544 } };
TEMP R0;
TEMP R1;
MUL R0.zw, fragment.texcoord[0].xyxy, c[0].xyxy;
FLR R0.xy, R0.zwzw;
ADD R1.xy, R0, c[3].x;
RCP R0.y, c[0].y;
RCP R0.x, c[0].x;
MUL R0.xy, R1, R0;
TEX R0.xyz, R0, texture[0], 2D;
POW R1.x, R0.x, c[3].y;
FRC R0.x, R0.w;
POW R1.z, R0.z, c[3].y;
POW R1.y, R0.y, c[3].y;
ADD R0.x, R0, -c[3];
MUL R0.y, -R0.x, R0.x;
MUL R0.z, fragment.texcoord[0].x, c[1].x;
FLR R0.x, R0.z;
MUL R0.z, R0.x, c[2].y;
MUL R0.y, R0, c[2].x;
POW R0.y, c[3].z, R0.y;
ABS R0.z, R0;
SLT R0.x, R0, c[2].w;
FRC R0.z, R0;
ABS R0.x, R0;
MUL R0.z, R0, c[3].w;
CMP R0.x, -R0, c[2].w, c[2].z;
CMP R0.x, -R0, R0.z, -R0.z;
SLT R1.w, R0.x, c[4].x;
MUL R1.xyz, R1, R0.y;
SLT R0.y, R0.x, c[2].z;
ABS R0.y, R0;
CMP R0.w, -R0.y, c[2], c[2].z;
ABS R0.z, R1.w;
CMP R0.z, -R0, c[2].w, c[2];
MUL R0.z, R0.w, R0;
MOV R0.y, c[4];
ADD R0.x, R0, -c[2].z;
CMP R0.z, -R0, c[2], R0.y;
CMP R0.x, R0, c[2].z, R0.y;
MUL R0.w, R0, R1;
CMP R0.y, -R0.w, c[2].z, R0;
MUL R0.xyz, R1, R0;
POW result.color.x, R0.x, c[4].z;
POW result.color.y, R0.y, c[4].z;
POW result.color.z, R0.z, c[4].z;
MOV result.color.w, c[2].z;
END
# 44 instructions, 2 R-regs
