!!ARBvp1.0
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -profile arbvp1
# source file: tests/shaders/vertex/water_waves.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile arbvp1
#program main
#semantic main.modelViewProj
#semantic main.eyePos
#semantic main.time
#var float4 pos : $vin.POSITION : POSITION : 0 : 1
#var float4x4 modelViewProj :  : c[1], 4 : 1 : 1
#var float3 eyePos :  : c[5] : 2 : 1
#var float time :  : c[6] : 3 : 1
#var float4 main.hpos : $vout.POSITION : HPOS : -1 : 1
#var float3 main.refl : $vout.TEXCOORD0 : TEX0 : -1 : 1
#var float main.fres : $vout.TEXCOORD1 : TEX1 : -1 : 1
#const c[0] = -0.30000001 0.94999999 2.0999999 0.15915491
#const c[7] = 0.25 0.5 0.75 1
#const c[8] = 1 -1 -24.980801 60.145809
#const c[9] = -85.453789 64.939346 -19.73921 1
#const c[10] = 0.050000001 0.69999999 1.3 0.15000001
#const c[11] = 0.40000001 -0.031500001 0.099749997 0
#const c[12] = 0.2 0 0.1365 2
#const c[13] = 5
PARAM c[14] = { { -0.30000001, 0.94999999, 2.0999999, 0.15915491 },
		program.local[1..6],
		{ 0.25, 0.5, 0.75, 1 },
		{ 1, -1, -24.980801, 60.145809 },
		{ -85.453789, 64.939346, -19.73921, 1 },
		{ 0.050000001, 0.69999999, 1.3, 0.15000001 },
		{ 0.40000001, -0.031500001, 0.099749997, 0 },
		{ 0.2, 0, 0.1365, 2 },
		{ 5 } };
TEMP R0;
TEMP R1;
TEMP R2;
TEMP R3;
TEMP R4;
TEMP R5;
MUL R3.xy, vertex.position.xzzw, c[10].y;
ADD R3.x, R3, R3.y;
MUL R0.x, vertex.position, c[7].y;
ADD R0.x, R0, c[6];
MUL R0.x, R0, c[0].w;
FRC R1.z, R0.x;
SLT R0, R1.z, c[7];
ADD R2.xyz, R0.yzww, -R0;
MOV R0.yzw, R2.xxyz;
MUL R3.x, R3, c[10].z;
DP4 R3.y, R0, c[8].xxyy;
DP3 R1.x, R2, c[7].yyww;
DP4 R1.y, R0, c[7].xxzz;
ADD R1.xy, R1.z, -R1;
MUL R2.xy, R1, R1;
MUL R2.zw, R2.xyxy, R2.xyxy;
MUL R1, R2.zzww, c[8].zwzw;
ADD R1, R1, c[9].xyxy;
MAD R1, R1, R2.zzww, c[9].zwzw;
MAD R2.zw, R1.xyxz, R2.xyxy, R1.xyyw;
ADD R3.x, R3, c[6];
MUL R1.x, R3, c[0].w;
FRC R2.x, R1;
DP4 R3.x, R0, c[8].xyyx;
SLT R1, R2.x, c[7];
ADD R0.xyz, R1.yzww, -R1;
MOV R1.yzw, R0.xxyz;
MUL R3.zw, R3.xyxy, R2;
MUL R2.zw, vertex.position.xyxz, c[0].xyxy;
ADD R0.w, R2.z, R2;
MUL R2.y, R0.w, c[0].z;
DP3 R0.z, R0, c[7].yyww;
DP4 R0.w, R1, c[7].xxzz;
ADD R0.zw, R2.x, -R0;
MUL R4.xy, R0.zwzw, R0.zwzw;
ADD R2.y, R2, c[6].x;
MUL R0.x, R2.y, c[0].w;
MUL R4.zw, R4.xyxy, R4.xyxy;
FRC R5.w, R0.x;
SLT R0, R5.w, c[7];
ADD R5.xyz, R0.yzww, -R0;
MOV R0.yzw, R5.xxyz;
DP3 R3.x, R5, c[7].yyww;
DP4 R3.y, R0, c[7].xxzz;
MUL R2, R4.zzww, c[8].zwzw;
ADD R3.xy, R5.w, -R3;
ADD R2, R2, c[9].xyxy;
MAD R2, R2, R4.zzww, c[9].zwzw;
MUL R3.xy, R3, R3;
MAD R4.xy, R2.xzzw, R4, R2.ywzw;
MUL R4.zw, R3.xyxy, R3.xyxy;
MUL R2, R4.zzww, c[8].zwzw;
DP4 R5.y, R1, c[8].xxyy;
DP4 R5.x, R1, c[8].xyyx;
ADD R1, R2, c[9].xyxy;
MAD R1, R1, R4.zzww, c[9].zwzw;
MAD R1.zw, R1.xyxz, R3.xyxy, R1.xyyw;
MUL R4.xy, R5, R4;
MUL R2.x, R4, c[12].z;
DP4 R1.y, R0, c[8].xxyy;
DP4 R1.x, R0, c[8].xyyx;
MUL R0.xy, R1, R1.zwzw;
MAD R2.xy, R3.z, c[12], R2.x;
MAD R1.zw, R0.x, c[11].xyyz, R2.xyxy;
MOV R1.x, -R1.z;
MAD R0.x, R3.w, c[11], vertex.position.y;
MAD R1.y, R4, c[10].w, R0.x;
MAD R0.y, R0, c[10].x, R1;
MOV R0.xzw, vertex.position;
ADD R2.xyz, R0, -c[5];
DP3 R2.w, R2, R2;
RSQ R2.w, R2.w;
MOV R1.z, -R1.w;
MOV R1.y, c[7].w;
DP3 R1.w, R1, R1;
RSQ R1.w, R1.w;
MUL R2.xyz, R2.w, R2;
MUL R1.xyz, R1.w, R1;
DP3 R1.w, R1, R2;
MIN R2.w, -R1, c[7];
MUL R1.xyz, R1, R1.w;
MAX R2.w, R2, c[11];
ADD R1.w, -R2, c[7];
MAD result.texcoord[0].xyz, -R1, c[12].w, R2;
POW result.texcoord[1].x, R1.w, c[13].x;
DP4 result.position.w, R0, c[4];
DP4 result.position.z, R0, c[3];
DP4 result.position.y, R0, c[2];
DP4 result.position.x, R0, c[1];
END
# 89 instructions, 6 R-regs
