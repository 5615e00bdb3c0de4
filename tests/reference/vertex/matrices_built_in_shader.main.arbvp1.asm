!!ARBvp1.0
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -profile arbvp1
# source file: tests/shaders/vertex/matrices_built_in_shader.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile arbvp1
#program main
#semantic main.viewProj
#semantic main.ypr
#semantic main.translation
#semantic main.scale
#var float4 pos : $vin.POSITION : POSITION : 0 : 1
#var float3 N : $vin.NORMAL : NORMAL : 1 : 1
#var float4 hpos : $vout.POSITION : HPOS : 2 : 1
#var float4 col : $vout.COLOR0 : COL0 : 3 : 1
#var float4x4 viewProj :  : c[1], 4 : 4 : 1
#var float3 ypr :  : c[5] : 5 : 1
#var float3 translation :  : c[6] : 6 : 1
#var float scale :  : c[7] : 7 : 1
#const c[0] = 0 1 -24.980801 60.145809
#const c[8] = 0.15915491 0.25 0.75 0.5
#const c[9] = 0.25 0.5 0.75 1
#const c[10] = -85.453789 64.939346 -19.73921 1
#const c[11] = 1 -1
PARAM c[12] = { { 0, 1, -24.980801, 60.145809 },
		program.local[1..7],
		{ 0.15915491, 0.25, 0.75, 0.5 },
		{ 0.25, 0.5, 0.75, 1 },
		{ -85.453789, 64.939346, -19.73921, 1 },
		{ 1, -1 } };
TEMP R0;
TEMP R1;
TEMP R2;
TEMP R3;
TEMP R4;
TEMP R5;
TEMP R6;
MOV R1.z, c[8].x;
MUL R0.x, R1.z, c[5].y;
FRC R1.w, R0.x;
SLT R0, R1.w, c[9];
ADD R2.xyz, R0.yzww, -R0;
MOV R0.yzw, R2.xxyz;
DP3 R1.x, R2, c[9].yyww;
DP4 R1.y, R0, c[8].yyzz;
ADD R2.xy, R1.w, -R1;
MUL R3.xy, R2, R2;
MUL R1.x, R1.z, c[5];
FRC R4.w, R1.x;
SLT R2, R4.w, c[9];
ADD R4.xyz, R2.yzww, -R2;
MOV R2.yzw, R4.xxyz;
MUL R3.zw, R3.xyxy, R3.xyxy;
MUL R1, R3.zzww, c[0].zwzw;
ADD R1, R1, c[10].xyxy;
MAD R1, R1, R3.zzww, c[10].zwzw;
MAD R1.xy, R1.xzzw, R3, R1.ywzw;
DP3 R5.x, R4, c[9].yyww;
DP4 R5.y, R2, c[8].yyzz;
ADD R4.xy, R4.w, -R5;
MUL R5.xy, R4, R4;
MUL R5.zw, R5.xyxy, R5.xyxy;
DP4 R1.w, R0, c[11].xxyy;
DP4 R1.z, R0, c[11].xyyx;
MUL R6.xy, R1.zwzw, R1;
MUL R0, R5.zzww, c[0].zwzw;
ADD R4, R0, c[10].xyxy;
MAD R4, R4, R5.zzww, c[10].zwzw;
MAD R4.xy, R4.xzzw, R5, R4.ywzw;
DP4 R4.w, R2, c[11].xxyy;
DP4 R4.z, R2, c[11].xyyx;
MUL R5.zw, R4, R4.xyxy;
MOV R2.yzw, c[0].x;
MOV R2.x, c[7];
MOV R5.xy, c[0];
MOV R1.xzw, c[0].x;
MOV R1.y, c[7].x;
MAD R3, R6.y, R1, c[0].x;
MAD R1, R6.x, R1, c[0].x;
MOV R0.xyw, c[0].x;
MOV R0.z, c[7].x;
MAD R3, R6.x, R0, R3;
MAD R0, -R6.y, R0, R1;
ADD R3, R3, c[0].x;
MUL R4, R5.z, R3;
MAD R4, -R5.w, R2, R4;
ADD R4, R4, c[0].x;
MAD R4, R5.xxxy, c[6].z, R4;
ADD R4, R4, c[0].x;
MUL R3, R5.w, R3;
MAD R1, R5.z, R2, R3;
ADD R0, R0, c[0].x;
MAD R1, R5.xxxy, c[6].x, R1;
ADD R1, R1, c[0].x;
MAD R0, R5.xxxy, c[6].y, R0;
ADD R0, R0, c[0].x;
MOV R2.w, vertex.position;
DP3 R6.z, R4, vertex.normal;
DP3 R6.x, R1, vertex.normal;
DP3 R6.y, R0, vertex.normal;
DP3 R2.x, R6, R6;
RSQ R2.x, R2.x;
MUL R2.xyz, R2.x, R6;
MAD result.color.xyz, R2, c[8].w, c[8].w;
DP4 R2.z, vertex.position, R4;
DP4 R2.x, vertex.position, R1;
DP4 R2.y, vertex.position, R0;
DP4 result.position.w, R2, c[4];
DP4 result.position.z, R2, c[3];
DP4 result.position.y, R2, c[2];
DP4 result.position.x, R2, c[1];
MOV result.color.w, c[0].y;
END
# 75 instructions, 7 R-regs
