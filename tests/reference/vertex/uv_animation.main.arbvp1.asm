!!ARBvp1.0
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -profile arbvp1
# source file: tests/shaders/vertex/uv_animation.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile arbvp1
#program main
#semantic main.mvp
#semantic main.time
#semantic main.scrollSpeed
#semantic main.rotSpeed
#semantic main.sheetDims
#semantic main.fps
#var float4 pos : $vin.POSITION : POSITION : 0 : 1
#var float2 uv : $vin.TEXCOORD0 : TEXCOORD0 : 1 : 1
#var float4 hpos : $vout.POSITION : HPOS : 2 : 1
#var float2 uvScroll : $vout.TEXCOORD0 : TEX0 : 3 : 1
#var float2 uvRot : $vout.TEXCOORD1 : TEX1 : 4 : 1
#var float2 uvSheet : $vout.TEXCOORD2 : TEX2 : 5 : 1
#var float4x4 mvp :  : c[1], 4 : 6 : 1
#var float time :  : c[5] : 7 : 1
#var float2 scrollSpeed :  : c[6] : 8 : 1
#var float rotSpeed :  : c[7] : 9 : 1
#var float2 sheetDims :  : c[8] : 10 : 1
#var float fps :  : c[9] : 11 : 1
#const c[0] = -24.980801 60.145809 0.15915491 0.5
#const c[10] = 0.25 0.5 0.75 1
#const c[11] = -85.453789 64.939346 -19.73921 1
#const c[12] = 1 -1 0
PARAM c[13] = { { -24.980801, 60.145809, 0.15915491, 0.5 },
		program.local[1..9],
		{ 0.25, 0.5, 0.75, 1 },
		{ -85.453789, 64.939346, -19.73921, 1 },
		{ 1, -1, 0 } };
TEMP R0;
TEMP R1;
TEMP R2;
TEMP R3;
MOV R3.x, c[5];
MUL R0.x, R3, c[7];
MUL R0.x, R0, c[0].z;
FRC R1.z, R0.x;
SLT R0, R1.z, c[10];
ADD R2.xyz, R0.yzww, -R0;
MOV R0.yzw, R2.xxyz;
DP3 R1.x, R2, c[10].yyww;
DP4 R1.y, R0, c[10].xxzz;
ADD R1.xy, R1.z, -R1;
MUL R2.xy, R1, R1;
MUL R2.zw, R2.xyxy, R2.xyxy;
MUL R1, R2.zzww, c[0].xyxy;
ADD R1, R1, c[11].xyxy;
MAD R1, R1, R2.zzww, c[11].zwzw;
MAD R1.zw, R1.xyxz, R2.xyxy, R1.xyyw;
DP4 R1.y, R0, c[12].xxyy;
DP4 R1.x, R0, c[12].xyyx;
MUL R0.zw, R1.xyxy, R1;
MOV R1.x, R0.z;
MOV R1.y, -R0.w;
ADD R0.xy, vertex.texcoord[0], -c[0].w;
MUL R1.xy, R0, R1;
MUL R0.xy, R0.wzzw, R0;
MOV R0.z, c[9].x;
MUL R0.z, R0, c[5].x;
ADD R1.x, R1, R1.y;
MUL R0.w, c[8].x, c[8].y;
RCP R1.y, R0.w;
FLR R0.z, R0;
MUL R1.z, R0, R1.y;
ADD R1.y, R0.x, R0;
ABS R0.x, R1.z;
ADD result.texcoord[1].xy, R1, c[0].w;
FRC R0.x, R0;
ABS R0.y, R0.w;
MUL R0.y, R0.x, R0;
SLT R0.z, R0, c[12];
ABS R0.x, R0.z;
SGE R0.w, c[12].z, R0.x;
ADD R0.z, R0.y, R0.y;
MAD R0.y, R0.z, R0.w, -R0;
RCP R0.x, c[8].x;
MUL R0.z, R0.y, R0.x;
SLT R0.y, R0, c[12].z;
ABS R1.x, R0.y;
ABS R0.y, R0.z;
FLR R0.w, R0.z;
ABS R0.z, c[8].x;
FRC R0.y, R0;
MUL R0.y, R0, R0.z;
SGE R1.x, c[12].z, R1;
ADD R0.z, R0.y, R0.y;
MAD R0.z, R0, R1.x, -R0.y;
ADD R1.xy, vertex.texcoord[0], R0.zwzw;
MUL R0.zw, R3.x, c[6].xyxy;
RCP R0.y, c[8].y;
FRC R0.zw, R0;
MUL result.texcoord[2].xy, R1, R0;
ADD result.texcoord[0].xy, vertex.texcoord[0], R0.zwzw;
DP4 result.position.w, vertex.position, c[4];
DP4 result.position.z, vertex.position, c[3];
DP4 result.position.y, vertex.position, c[2];
DP4 result.position.x, vertex.position, c[1];
END
# 64 instructions, 4 R-regs
