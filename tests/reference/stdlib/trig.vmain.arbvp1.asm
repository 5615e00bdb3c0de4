!!ARBvp1.0
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -profile arbvp1
# source file: tests/shaders/stdlib/trig.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile arbvp1
#program vmain
#var float4 p : $vin.POSITION : POSITION : 0 : 1
#var float4 a : $vin.TEXCOORD0 : TEXCOORD0 : 1 : 1
#var float4 hpos : $vout.POSITION : HPOS : 2 : 1
#var float4 t0 : $vout.TEXCOORD0 : TEX0 : 3 : 1
#var float4 t1 : $vout.TEXCOORD1 : TEX1 : 4 : 1
#var float4 t2 : $vout.TEXCOORD2 : TEX2 : 5 : 1
#const c[0] = 1.5707961 57.29578 0.5 1
#const c[1] = -1 0 -0.018729299 0.074261002
#const c[2] = 0.21211439 1.570729 1.570796 2
#const c[3] = 3.141593 -0.01348047 0.05747731 0.1212391
#const c[4] = 0.1956359 0.33299461 0.99999559 2.718282
#const c[5] = 0.15915491 1 -1 -19.73921
#const c[6] = 0.25 0.5 0.75 1
#const c[7] = -24.980801 60.145809 -85.453789 64.939346
PARAM c[8] = { { 1.5707961, 57.29578, 0.5, 1 },
		{ -1, 0, -0.018729299, 0.074261002 },
		{ 0.21211439, 1.570729, 1.570796, 2 },
		{ 3.141593, -0.01348047, 0.05747731, 0.1212391 },
		{ 0.1956359, 0.33299461, 0.99999559, 2.718282 },
		{ 0.15915491, 1, -1, -19.73921 },
		{ 0.25, 0.5, 0.75, 1 },
		{ -24.980801, 60.145809, -85.453789, 64.939346 } };
TEMP R0;
TEMP R1;
TEMP R2;
TEMP R3;
TEMP R4;
MUL R0, vertex.texcoord[0], c[0].z;
MIN R0, R0, c[0].w;
MAX R0, R0, c[1].x;
MUL R1.x, R0.z, c[5];
MUL R0.zw, R0, c[2].w;
FRC R2.z, R1.x;
SLT R1, R2.z, c[6];
ADD R3.xyz, R1.yzww, -R1;
MOV R1.yzw, R3.xxyz;
DP4 R2.y, R1, c[6].xxzz;
DP3 R2.x, R3, c[0].zzww;
ADD R2.xy, R2.z, -R2;
MUL R3.xy, R2, R2;
MUL R3.zw, R3.xyxy, R3.xyxy;
MAD R2, R3.zzww, c[7].xyxy, c[7].zwzw;
MAD R2, R2, R3.zzww, c[5].wywy;
MAD R2.xy, R2.xzzw, R3, R2.ywzw;
ABS R3.z, vertex.texcoord[0].w;
ABS R3.w, vertex.texcoord[0].x;
MAX R4.x, R3.w, R3.z;
POW R0.w, c[4].w, R0.w;
POW R0.z, c[4].w, R0.z;
RCP R2.w, R4.x;
MIN R2.z, R3.w, R3;
MUL R3.y, R2.z, R2.w;
MUL R3.x, R3.y, R3.y;
DP4 R2.w, R1, c[5].yyzz;
DP4 R2.z, R1, c[5].yzzy;
MUL R1.xy, R2.zwzw, R2;
RCP R1.w, R1.x;
MUL result.texcoord[2].z, R1.y, R1.w;
MAD R1.z, R3.x, c[3].y, c[3];
MAD R1.z, R1, R3.x, -c[3].w;
MAD R1.x, R1.z, R3, c[4];
SLT R1.y, R3.w, R3.z;
ABS R1.z, R1.y;
MAD R1.x, R1, R3, -c[4].y;
MAD R1.x, R1, R3, c[4].z;
MAD R1.y, -R1.x, R3, c[2].z;
MAD R1.x, R1, R3.y, -R1.y;
SGE R1.z, c[1].y, R1;
MAD R1.x, R1, R1.z, R1.y;
ADD R1.y, -R1.x, c[3].x;
SLT R1.z, vertex.texcoord[0].x, c[1].y;
ABS R1.z, R1;
ADD R1.x, R1, -R1.y;
SGE R1.z, c[1].y, R1;
MAD R1.x, R1, R1.z, R1.y;
SLT R1.w, vertex.texcoord[0], c[1].y;
ABS R1.z, R1.w;
ADD R1.y, R1.x, R1.x;
SGE R1.z, c[1].y, R1;
MAD result.texcoord[0].w, R1.y, R1.z, -R1.x;
ADD R1.xy, R0.zwzw, c[0].w;
ADD R1.zw, R0, -c[0].w;
RCP R0.z, R1.x;
RCP R0.w, R1.y;
ABS R1.x, R0;
MUL result.texcoord[1].zw, R1, R0;
MAD R0.w, R1.x, c[1].z, c[1];
ADD R0.z, -R1.x, c[0].w;
MAD R0.w, R1.x, R0, -c[2].x;
MAD R0.w, R1.x, R0, c[2].y;
ABS R1.x, R0.y;
RSQ R0.z, R0.z;
RCP R0.z, R0.z;
MAD R0.w, -R0.z, R0, c[2].z;
SLT R0.z, R0.x, c[1].y;
MUL R0.z, R0, R0.w;
MAD result.texcoord[0].x, -R0.z, c[2].w, R0.w;
MAD R1.y, R1.x, c[1].z, c[1].w;
MAD R0.w, R1.y, R1.x, -c[2].x;
ABS R0.z, vertex.texcoord[0];
MAD R0.w, R0, R1.x, c[2].y;
MAX R1.y, R0.z, c[0].w;
RCP R1.z, R1.y;
MIN R1.y, R0.z, c[0].w;
MUL R1.z, R1.y, R1;
MUL R1.w, R1.z, R1.z;
ADD R1.x, -R1, c[0].w;
RSQ R1.x, R1.x;
RCP R1.x, R1.x;
MUL R1.x, R0.w, R1;
MAD R1.y, R1.w, c[3], c[3].z;
MAD R1.y, R1, R1.w, -c[3].w;
MAD R2.x, R1.y, R1.w, c[4];
SLT R0.w, R0.y, c[1].y;
MUL R1.y, R0.w, R1.x;
MAD R1.x, -R1.y, c[2].w, R1;
MAD result.texcoord[0].y, R0.w, c[3].x, R1.x;
SLT R1.x, c[0].w, R0.z;
MAD R2.x, R2, R1.w, -c[4].y;
MAD R1.y, R2.x, R1.w, c[4].z;
MAD R0.w, -R1.y, R1.z, c[2].z;
MAD R0.z, R1.y, R1, -R0.w;
ABS R1.x, R1;
SGE R1.x, c[1].y, R1;
MAD R0.z, R0, R1.x, R0.w;
SLT R1.y, vertex.texcoord[0].z, c[1];
ABS R1.y, R1;
ADD R0.w, R0.z, R0.z;
SGE R1.x, c[1].y, R1.y;
MAD result.texcoord[0].z, R0.w, R1.x, -R0;
POW R0.z, c[4].w, -R0.x;
POW R0.x, c[4].w, R0.x;
ADD R0.x, R0, -R0.z;
POW R0.z, c[4].w, -R0.y;
POW R0.y, c[4].w, R0.y;
ADD R0.y, R0, R0.z;
MUL result.texcoord[1].x, R0, c[0].z;
MUL result.texcoord[1].y, R0, c[0].z;
MOV result.position, vertex.position;
MUL result.texcoord[2].xy, vertex.texcoord[0], c[0];
MOV result.texcoord[2].w, c[1].y;
END
# 114 instructions, 5 R-regs
