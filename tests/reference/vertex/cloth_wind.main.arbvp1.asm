!!ARBvp1.0
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -profile arbvp1
# source file: tests/shaders/vertex/cloth_wind.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile arbvp1
#program main
#semantic main.modelViewProj
#semantic main.wind
#semantic main.time
#var float4 pos : $vin.POSITION : POSITION : 0 : 1
#var float4 color : $vin.COLOR0 : COLOR0 : 1 : 1
#var float2 uv : $vin.TEXCOORD0 : TEXCOORD0 : 2 : 1
#var float4 oPos : $vout.POSITION : HPOS : 3 : 1
#var float2 oUv : $vout.TEXCOORD0 : TEX0 : 4 : 1
#var float4 oColor : $vout.COLOR0 : COL0 : 5 : 1
#var float4x4 modelViewProj :  : c[1], 4 : 6 : 1
#var float4 wind :  : c[5] : 7 : 1
#var float time :  : c[6] : 8 : 1
#const c[0] = 0.31 0.17 0.23 0.15915491
#const c[7] = 24.980801 -24.980801 0.25 2.3
#const c[8] = 0 0.5 1 -1
#const c[9] = -60.145809 60.145809 85.453789 -85.453789
#const c[10] = -64.939346 64.939346 19.73921 -19.73921
#const c[11] = -9 0.75 1.7
PARAM c[12] = { { 0.31, 0.17, 0.23, 0.15915491 },
		program.local[1..6],
		{ 24.980801, -24.980801, 0.25, 2.3 },
		{ 0, 0.5, 1, -1 },
		{ -60.145809, 60.145809, 85.453789, -85.453789 },
		{ -64.939346, 64.939346, 19.73921, -19.73921 },
		{ -9, 0.75, 1.7 } };
TEMP R0;
TEMP R1;
TEMP R2;
TEMP R3;
TEMP R4;
DP3 R0.x, vertex.position, c[0];
MOV R0.y, c[5].w;
MAD R0.z, R0.y, c[6].x, R0.x;
MUL R0.w, R0.x, c[11].z;
MUL R0.x, R0.y, c[6];
MAD R0.y, R0.x, c[7].w, R0.w;
MUL R0.z, R0, c[0].w;
ADD R0.x, R0.z, -c[7].z;
FRC R1.w, R0.x;
MUL R0.y, R0, c[0].w;
FRC R0.w, R0.y;
ADD R1.xyz, -R0.w, c[8];
MUL R2.xyz, R1, R1;
MUL R3.xyz, R2, c[7].xyxw;
ADD R0.xyz, -R1.w, c[8];
MUL R0.xyz, R0, R0;
MUL R1.xyz, R0, c[7].xyxw;
ADD R1.xyz, R1, c[9].xyxw;
MAD R1.xyz, R1, R0, c[9].zwzw;
MAD R1.xyz, R1, R0, c[10].xyxw;
MAD R1.xyz, R1, R0, c[10].zwzw;
ADD R3.xyz, R3, c[9].xyxw;
MAD R3.xyz, R3, R2, c[9].zwzw;
MAD R3.xyz, R3, R2, c[10].xyxw;
MAD R1.xyz, R1, R0, c[8].wzww;
MAD R3.xyz, R3, R2, c[10].zwzw;
SLT R4.x, R1.w, c[7].z;
SGE R4.yz, R1.w, c[11].xxyw;
MOV R0.xz, R4;
DP3 R0.y, R4, c[8].wzww;
DP3 R1.w, R1, -R0;
SLT R0.x, R0.w, c[7].z;
SGE R0.yz, R0.w, c[11].xxyw;
MAD R1.xyz, R3, R2, c[8].wzww;
MOV R0.w, vertex.position;
MOV R2.xz, R0;
DP3 R2.y, R0, c[8].wzww;
DP3 R0.x, R1, -R2;
MAD R0.x, R0, c[8].y, R1.w;
MUL R0.xyz, R0.x, c[5];
MUL R0.xyz, R0, vertex.color.w;
ADD R0.xyz, R0, vertex.position;
DP4 result.position.w, R0, c[4];
DP4 result.position.z, R0, c[3];
DP4 result.position.y, R0, c[2];
DP4 result.position.x, R0, c[1];
MOV result.color.xyz, vertex.color;
MOV result.texcoord[0].xy, vertex.texcoord[0];
MOV result.color.w, c[8].z;
END
# 49 instructions, 5 R-regs
