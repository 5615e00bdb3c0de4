!!ARBvp1.0
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -profile arbvp1
# source file: tests/shaders/vertex/ribbon_trail.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile arbvp1
#program main
#semantic main.viewProj
#semantic main.camPos
#semantic main.width
#semantic main.time
#var float4 pos : $vin.POSITION : POSITION : 0 : 1
#var float3 tangent : $vin.TEXCOORD1 : TEXCOORD1 : 1 : 1
#var float2 uvSide : $vin.TEXCOORD0 : TEXCOORD0 : 2 : 1
#var float4 color : $vin.COLOR0 : COLOR0 : 3 : 1
#var float4 hpos : $vout.POSITION : HPOS : 4 : 1
#var float4 oColor : $vout.COLOR0 : COL0 : 5 : 1
#var float2 oUv : $vout.TEXCOORD0 : TEX0 : 6 : 1
#var float4x4 viewProj :  : c[1], 4 : 7 : 1
#var float3 camPos :  : c[5] : 8 : 1
#var float width :  : c[6] : 9 : 1
#var float time :  : c[7] : 10 : 1
#const c[0] = 2 1 10 20
#const c[8] = 0.15915491 0.25 24.980801 -24.980801
#const c[9] = 0 0.5 1 -1
#const c[10] = -60.145809 60.145809 85.453789 -85.453789
#const c[11] = -64.939346 64.939346 19.73921 -19.73921
#const c[12] = -9 0.75 0.2 0.80000001
PARAM c[13] = { { 2, 1, 10, 20 },
		program.local[1..7],
		{ 0.15915491, 0.25, 24.980801, -24.980801 },
		{ 0, 0.5, 1, -1 },
		{ -60.145809, 60.145809, 85.453789, -85.453789 },
		{ -64.939346, 64.939346, 19.73921, -19.73921 },
		{ -9, 0.75, 0.2, 0.80000001 } };
TEMP R0;
TEMP R1;
TEMP R2;
TEMP R3;
ADD R0.xyz, -vertex.position, c[5];
MOV R0.w, c[0].z;
MUL R1.x, vertex.texcoord[0], c[0].w;
MAD R1.x, R0.w, c[7], R1;
DP3 R0.w, R0, R0;
MAD R1.y, R1.x, c[8].x, -c[8];
RSQ R1.x, R0.w;
FRC R0.w, R1.y;
MUL R1.xyz, R1.x, R0;
MUL R2.xyz, vertex.texcoord[1].zxyw, R1.yzxw;
MAD R1.xyz, vertex.texcoord[1].yzxw, R1.zxyw, -R2;
ADD R0.xyz, -R0.w, c[9];
MUL R0.xyz, R0, R0;
MUL R2.xyz, R0, c[8].zwzw;
DP3 R1.w, R1, R1;
RSQ R1.w, R1.w;
MUL R1.xyz, R1.w, R1;
MAD R1.w, vertex.texcoord[0].y, c[0].x, -c[0].y;
MUL R1.xyz, R1, R1.w;
ADD R1.w, -vertex.texcoord[0].x, c[0].y;
ADD R2.xyz, R2, c[10].xyxw;
MAD R2.xyz, R2, R0, c[10].zwzw;
MAD R2.xyz, R2, R0, c[11].xyxw;
MAD R2.xyz, R2, R0, c[11].zwzw;
MAD R2.xyz, R2, R0, c[9].wzww;
SLT R3.x, R0.w, c[8].y;
SGE R3.yz, R0.w, c[12].xxyw;
MOV R0.w, c[0].y;
MOV R0.xz, R3;
DP3 R0.y, R3, c[9].wzww;
DP3 R0.x, R2, -R0;
MAD R0.y, R0.x, c[12].z, c[12].w;
MUL R0.x, R1.w, c[6];
MUL R0.x, R0, R0.y;
MAD R0.xyz, R1, R0.x, vertex.position;
DP4 result.position.w, R0, c[4];
DP4 result.position.z, R0, c[3];
DP4 result.position.y, R0, c[2];
DP4 result.position.x, R0, c[1];
MUL result.color, R1.w, vertex.color;
MOV result.texcoord[0].xy, vertex.texcoord[0];
END
# 41 instructions, 4 R-regs
