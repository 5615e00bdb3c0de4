!!ARBvp1.0
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -profile arbvp1
# source file: tests/glsl/cases/lib_math_vertex.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile arbvp1
#program main
#semantic main.mvp
#var float4 p : $vin.POSITION : POSITION : 0 : 1
#var float4 a : $vin.TEXCOORD0 : TEXCOORD0 : 1 : 1
#var float4x4 mvp :  : c[1], 4 : 2 : 1
#var float4 o : $vout.TEXCOORD0 : TEX0 : 3 : 1
#var float4 main : $vout.POSITION : HPOS : -1 : 1
#const c[0] = 0.1 0.15915491 1 -1
#const c[5] = 0.25 0.5 0.75 1
#const c[6] = -24.980801 60.145809 -85.453789 64.939346
#const c[7] = -19.73921 1 0.69314718 2.718282
#const c[8] = 0 0.5 1 -0.018729299
#const c[9] = 24.980801 -24.980801 -60.145809 60.145809
#const c[10] = 85.453789 -85.453789 -64.939346 64.939346
#const c[11] = 19.73921 -19.73921 -9 0.75
#const c[12] = 0.074261002 0.21211439 1.570729 1.570796
#const c[13] = 2 3.141593 -0.01348047 0.05747731
#const c[14] = 0.1212391 0.1956359 0.33299461 0.99999559
#const c[15] = 0.017453291 57.29578 0.30000001
#const c[16] = 2 4 8 16
PARAM c[17] = { { 0.1, 0.15915491, 1, -1 },
		program.local[1..4],
		{ 0.25, 0.5, 0.75, 1 },
		{ -24.980801, 60.145809, -85.453789, 64.939346 },
		{ -19.73921, 1, 0.69314718, 2.718282 },
		{ 0, 0.5, 1, -0.018729299 },
		{ 24.980801, -24.980801, -60.145809, 60.145809 },
		{ 85.453789, -85.453789, -64.939346, 64.939346 },
		{ 19.73921, -19.73921, -9, 0.75 },
		{ 0.074261002, 0.21211439, 1.570729, 1.570796 },
		{ 2, 3.141593, -0.01348047, 0.05747731 },
		{ 0.1212391, 0.1956359, 0.33299461, 0.99999559 },
		{ 0.017453291, 57.29578, 0.30000001 },
		{ 2, 4, 8, 16 } };
TEMP R0;
TEMP R1;
TEMP R2;
TEMP R3;
TEMP R4;
TEMP R5;
TEMP R6;
TEMP R7;
TEMP R8;
ABS R0, vertex.texcoord[0];
MAX R1, R0, c[0].z;
MIN R2, R0, c[0].z;
SLT R4, c[0].z, R0;
SLT R6, vertex.texcoord[0], c[8].x;
RCP R1.x, R1.x;
RCP R1.y, R1.y;
RCP R1.w, R1.w;
RCP R1.z, R1.z;
MUL R1, R2, R1;
MUL R2, R1, R1;
MAD R3, R2, c[13].z, c[13].w;
MAD R3, R3, R2, -c[14].x;
MAD R3, R3, R2, c[14].y;
MAD R3, R3, R2, -c[14].z;
MAD R2, R3, R2, c[14].w;
MUL R2, R2, R1;
ADD R1, -R2, -R2;
ADD R3, R1, c[12].w;
MAD R4, R3, R4, R2;
ADD R5, -R4, -R4;
MIN R1, vertex.texcoord[0], c[0].z;
MAX R1, R1, c[8].x;
ABS R2, R1;
MAD R4, R5, R6, R4;
MUL R3, R2, c[8].w;
ADD R3, R3, c[12].x;
MAD R3, R2, R3, -c[12].y;
ADD R5, -R2, c[0].z;
MAD R3, R2, R3, c[12].z;
RSQ R2.x, R5.x;
RSQ R2.y, R5.y;
RSQ R2.z, R5.z;
RSQ R2.w, R5.w;
SLT R1, R1, c[8].x;
RCP R2.x, R2.x;
RCP R2.y, R2.y;
RCP R2.z, R2.z;
RCP R2.w, R2.w;
MUL R5, R2, R3;
MUL R6, R1, R5;
MAD R5, -R6, c[13].x, R5;
MAD R2, -R2, R3, c[12].w;
MUL R3, R1, R2;
MAD R2, -R3, c[13].x, R2;
MAD R1, R1, c[13].y, R5;
ADD R1, R2, R1;
ADD R2, R1, R4;
ADD R1, R0, c[0].z;
RSQ R0.x, R0.x;
RSQ R0.y, R0.y;
RSQ R0.w, R0.w;
RSQ R0.z, R0.z;
MUL R6.w, vertex.texcoord[0].x, c[0].y;
MUL R4.w, vertex.texcoord[0].y, c[0].y;
MUL R3.w, vertex.texcoord[0].z, c[0].y;
RCP R0.x, R0.x;
RCP R0.y, R0.y;
RCP R0.w, R0.w;
RCP R0.z, R0.z;
ADD R5, R2, R0;
LG2 R0.x, R1.x;
LG2 R0.y, R1.y;
LG2 R0.z, R1.z;
LG2 R0.w, R1.w;
POW R1.x, c[7].w, vertex.texcoord[0].x;
POW R1.y, c[7].w, vertex.texcoord[0].y;
POW R1.w, c[7].w, vertex.texcoord[0].w;
POW R1.z, c[7].w, vertex.texcoord[0].z;
MAD R1, R0, c[7].z, R1;
ADD R0.x, R6.w, -c[5];
FRC R2.w, R0.x;
ADD R0.y, R4.w, -c[5].x;
FRC R0.w, R0.y;
ADD R0.xyz, -R2.w, c[8];
MUL R0.xyz, R0, R0;
MAD R4.xyz, R0, c[9].xyxw, c[9].zwzw;
MAD R4.xyz, R4, R0, c[10].xyxw;
MAD R4.xyz, R4, R0, c[10].zwzw;
MAD R4.xyz, R4, R0, c[11].xyxw;
ADD R2.xyz, -R0.w, c[8];
MUL R2.xyz, R2, R2;
MAD R3.xyz, R2, c[9].xyxw, c[9].zwzw;
MAD R3.xyz, R3, R2, c[10].xyxw;
MAD R3.xyz, R3, R2, c[10].zwzw;
MAD R3.xyz, R3, R2, c[11].xyxw;
MAD R2.xyz, R3, R2, c[0].wzww;
MAD R4.xyz, R4, R0, c[0].wzww;
SLT R6.x, R2.w, c[5];
SGE R6.yz, R2.w, c[11].xzww;
SLT R3.x, R0.w, c[5];
SGE R3.yz, R0.w, c[11].xzww;
MUL R2.w, vertex.texcoord[0], c[0].y;
ADD R0.w, R2, -c[5].x;
FRC R0.w, R0;
MOV R0.xz, R6;
DP3 R0.y, R6, c[0].wzww;
DP3 R0.x, R4, -R0;
ADD R0.z, R3.w, -c[5].x;
FRC R0.z, R0;
SLT R7.x, R0.z, c[5];
SGE R7.yz, R0.z, c[11].xzww;
MOV R4.xz, R3;
DP3 R4.y, R3, c[0].wzww;
DP3 R0.y, R2, -R4;
ADD R3.xyz, -R0.z, c[8];
MUL R4.xyz, R3, R3;
MAD R6.xyz, R4, c[9].xyxw, c[9].zwzw;
MAD R6.xyz, R6, R4, c[10].xyxw;
MAD R6.xyz, R6, R4, c[10].zwzw;
MAD R6.xyz, R6, R4, c[11].xyxw;
MAD R6.xyz, R6, R4, c[0].wzww;
ADD R2.xyz, -R0.w, c[8];
MUL R2.xyz, R2, R2;
MAD R3.xyz, R2, c[9].xyxw, c[9].zwzw;
MAD R3.xyz, R3, R2, c[10].xyxw;
MAD R3.xyz, R3, R2, c[10].zwzw;
MAD R3.xyz, R3, R2, c[11].xyxw;
MOV R4.xz, R7;
DP3 R4.y, R7, c[0].wzww;
DP3 R0.z, R6, -R4;
FRC R6.y, R6.w;
MAD R3.xyz, R3, R2, c[0].wzww;
SLT R4.x, R0.w, c[5];
SGE R4.yz, R0.w, c[11].xzww;
SLT R6.x, R6.y, c[5];
MOV R2.xz, R4;
DP3 R2.y, R4, c[0].wzww;
DP3 R0.w, R3, -R2;
ADD R1, R1, R0;
ADD R0.xyz, -R6.y, c[8];
MUL R2.xyz, R0, R0;
FRC R0.w, R4;
MAD R3.xyz, R2, c[9].xyxw, c[9].zwzw;
MAD R4.xyz, R3, R2, c[10].xyxw;
MAD R4.xyz, R4, R2, c[10].zwzw;
MAD R4.xyz, R4, R2, c[11].xyxw;
ADD R0.xyz, -R0.w, c[8];
MUL R0.xyz, R0, R0;
MAD R3.xyz, R0, c[9].xyxw, c[9].zwzw;
MAD R3.xyz, R3, R0, c[10].xyxw;
MAD R3.xyz, R3, R0, c[10].zwzw;
MAD R3.xyz, R3, R0, c[11].xyxw;
MAD R4.xyz, R4, R2, c[0].wzww;
SGE R6.yz, R6.y, c[11].xzww;
MOV R2.xz, R6;
DP3 R2.y, R6, c[0].wzww;
DP3 R2.x, R4, -R2;
FRC R2.z, R3.w;
MAD R4.xyz, R3, R0, c[0].wzww;
SGE R7.yz, R2.z, c[11].xzww;
SLT R6.x, R0.w, c[5];
SGE R6.yz, R0.w, c[11].xzww;
FRC R0.w, R2;
SLT R7.x, R2.z, c[5];
ADD R0.xyz, -R2.z, c[8];
MOV R3.xz, R6;
DP3 R3.y, R6, c[0].wzww;
DP3 R2.y, R4, -R3;
MUL R4.xyz, R0, R0;
MAD R3.xyz, R4, c[9].xyxw, c[9].zwzw;
MAD R3.xyz, R3, R4, c[10].xyxw;
MAD R6.xyz, R3, R4, c[10].zwzw;
MAD R6.xyz, R6, R4, c[11].xyxw;
MAD R6.xyz, R6, R4, c[0].wzww;
ADD R0.xyz, -R0.w, c[8];
MUL R0.xyz, R0, R0;
MAD R3.xyz, R0, c[9].xyxw, c[9].zwzw;
MAD R3.xyz, R3, R0, c[10].xyxw;
DP3 R4.y, R7, c[0].wzww;
MOV R4.xz, R7;
DP3 R2.z, R6, -R4;
MAD R4.xyz, R3, R0, c[10].zwzw;
MUL R3, vertex.texcoord[0], c[0].x;
MAD R4.xyz, R4, R0, c[11].xyxw;
MUL R2.w, R3, c[0].y;
MAD R4.xyz, R4, R0, c[0].wzww;
SGE R6.yz, R0.w, c[11].xzww;
SLT R6.x, R0.w, c[5];
FRC R3.w, R2;
MOV R0.xz, R6;
DP3 R0.y, R6, c[0].wzww;
DP3 R2.w, R4, -R0;
SLT R0, R3.w, c[5];
ADD R4, R1, R2;
ADD R2.xyz, R0.yzww, -R0;
MOV R1.x, R0;
MOV R1.yzw, R2.xxyz;
MUL R0.z, R3, c[0].y;
DP3 R0.x, R2, c[5].yyww;
DP4 R0.y, R1, c[5].xxzz;
ADD R2.xy, R3.w, -R0;
FRC R2.w, R0.z;
MUL R6.xy, R2, R2;
SLT R0, R2.w, c[5];
ADD R2.xyz, R0.yzww, -R0;
MOV R0.yzw, R2.xxyz;
MUL R6.zw, R6.xyxy, R6.xyxy;
DP4 R3.w, R0, c[5].xxzz;
DP3 R3.z, R2, c[5].yyww;
ADD R3.zw, R2.w, -R3;
MAD R2, R6.zzww, c[6].xyxy, c[6].zwzw;
MAD R2, R2, R6.zzww, c[7].xyxy;
MUL R3.zw, R3, R3;
MUL R6.zw, R3, R3;
MAD R6.xy, R2.xzzw, R6, R2.ywzw;
MAD R2, R6.zzww, c[6].xyxy, c[6].zwzw;
DP4 R7.y, R1, c[0].zzww;
DP4 R7.x, R1, c[0].zwwz;
MAD R1, R2, R6.zzww, c[7].xyxy;
MAD R1.xy, R1.xzzw, R3.zwzw, R1.ywzw;
MUL R7.xy, R7, R6;
MUL R3.x, R3, c[0].y;
DP4 R1.w, R0, c[0].zzww;
DP4 R1.z, R0, c[0].zwwz;
MUL R8.zw, R1, R1.xyxy;
MUL R0.x, R3.y, c[0].y;
FRC R3.y, R0.x;
SLT R0, R3.y, c[5];
ADD R2.xyz, R0.yzww, -R0;
MOV R1.yzw, R2.xxyz;
MOV R1.x, R0;
FRC R3.z, R3.x;
SLT R0, R3.z, c[5];
DP4 R2.w, R1, c[5].xxzz;
DP3 R2.z, R2, c[5].yyww;
ADD R3.xy, R3.y, -R2.zwzw;
ADD R2.xyz, R0.yzww, -R0;
MUL R7.zw, R3.xyxy, R3.xyxy;
MOV R0.yzw, R2.xxyz;
DP4 R3.y, R0, c[5].xxzz;
DP3 R3.x, R2, c[5].yyww;
ADD R2.xy, R3.z, -R3;
MUL R6.xy, R2, R2;
MUL R3.xy, R7.zwzw, R7.zwzw;
MAD R2, R3.xxyy, c[6].xyxy, c[6].zwzw;
MAD R2, R2, R3.xxyy, c[7].xyxy;
MUL R8.xy, R6, R6;
MAD R3, R8.xxyy, c[6].xyxy, c[6].zwzw;
MAD R7.zw, R2.xyxz, R7, R2.xyyw;
MAD R2, R3, R8.xxyy, c[7].xyxy;
DP4 R3.y, R1, c[0].zzww;
DP4 R3.x, R1, c[0].zwwz;
MAD R1.zw, R2.xyxz, R6.xyxy, R2.xyyw;
MUL R1.xy, R3, R7.zwzw;
DP4 R2.y, R0, c[0].zzww;
DP4 R2.x, R0, c[0].zwwz;
MUL R0.xy, R2, R1.zwzw;
MOV R6.x, R0.y;
RCP R0.y, R1.x;
RCP R0.x, R0.x;
RCP R0.z, R8.z;
RCP R0.w, R7.x;
MOV R6.w, R7.y;
MOV R6.z, R8.w;
MOV R6.y, R1;
MAD R1, R6, R0, R4;
MOV R0, vertex.texcoord[0];
ADD R2, R1, R5;
ADD R1, vertex.position, -R0;
FRC R0, vertex.position;
MAD R1, R1, c[15].z, vertex.texcoord[0];
ADD R3, R1, R0;
MUL R1, vertex.texcoord[0], c[15].y;
ABS R0, vertex.position;
ADD R0, R0, c[0].z;
MAD R1, vertex.texcoord[0], c[16], R1;
MAD R1, vertex.texcoord[0], c[15].x, R1;
RSQ R0.x, R0.x;
RSQ R0.y, R0.y;
RSQ R0.w, R0.w;
RSQ R0.z, R0.z;
ADD R0, R3, R0;
ADD R1, R2, R1;
ADD result.texcoord[0], R1, R0;
DP4 result.position.w, vertex.position, c[4];
DP4 result.position.z, vertex.position, c[3];
DP4 result.position.y, vertex.position, c[2];
DP4 result.position.x, vertex.position, c[1];
END
# 279 instructions, 9 R-regs
