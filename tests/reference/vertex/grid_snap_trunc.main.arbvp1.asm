!!ARBvp1.0
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -profile arbvp1
# source file: tests/shaders/vertex/grid_snap_trunc.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile arbvp1
#program main
#semantic modelViewProj
#semantic modelView
#semantic grid
#semantic time
#semantic fogParams
#var float4 IN.position : $vin.POSITION : POSITION : 0 : 1
#var float3 IN.normal : $vin.NORMAL : NORMAL : 0 : 1
#var float2 IN.uv : $vin.TEXCOORD0 : TEXCOORD0 : 0 : 1
#var float4x4 modelViewProj :  : c[1], 4 : -1 : 1
#var float4x4 modelView :  : c[5], 4 : -1 : 1
#var float4 grid :  : c[9] : -1 : 1
#var float4 time :  : c[10] : -1 : 1
#var float4 fogParams :  : c[11] : -1 : 1
#var float4 main.hpos : $vout.POSITION : HPOS : -1 : 1
#var float4 main.color : $vout.COLOR0 : COL0 : -1 : 1
#var float2 main.uv : $vout.TEXCOORD0 : TEX0 : -1 : 1
#var float2 main.cell : $vout.TEXCOORD1 : TEX1 : -1 : 1
#var float main.fog : $vout.FOG : FOGC : -1 : 1
#const c[0] = 0.15915491 0.25 24.980801 -24.980801
#const c[12] = 0 0.5 1 -1
#const c[13] = -60.145809 60.145809 85.453789 -85.453789
#const c[14] = -64.939346 64.939346 19.73921 -19.73921
#const c[15] = -9 0.75
PARAM c[16] = { { 0.15915491, 0.25, 24.980801, -24.980801 },
		program.local[1..11],
		{ 0, 0.5, 1, -1 },
		{ -60.145809, 60.145809, 85.453789, -85.453789 },
		{ -64.939346, 64.939346, 19.73921, -19.73921 },
		{ -9, 0.75 } };
TEMP R0;
TEMP R1;
TEMP R2;
TEMP R3;
TEMP R4;
TEMP R5;
TEMP R6;
MUL R1.xyz, vertex.position, c[9].y;
FLR R0.xyz, R1;
FLR R2.xyz, -R1;
ADD R2.xyz, -R0, -R2;
SLT R3.xyz, R1, c[12].x;
MAD R6.xyz, R2, R3, R0;
ADD R1.xyz, R1, -R6;
MUL R1.xyz, R1, c[9].x;
MUL R1.xyz, R1, c[12].y;
MAD R4.xyz, R0, c[9].x, R1;
MOV R0.w, c[10].x;
MAD R0.y, R0.w, c[9].z, R0.z;
MAD R0.x, R0.w, c[9].z, R0;
MUL R0.y, R0, c[0].x;
FRC R1.w, R0.y;
MAD R0.x, R0, c[0], -c[0].y;
FRC R0.w, R0.x;
ADD R0.xyz, -R1.w, c[12];
MUL R0.xyz, R0, R0;
MUL R3.xyz, R0, c[0].zwzw;
ADD R1.xyz, -R0.w, c[12];
MUL R1.xyz, R1, R1;
MUL R2.xyz, R1, c[0].zwzw;
ADD R3.xyz, R3, c[13].xyxw;
MAD R3.xyz, R3, R0, c[13].zwzw;
MAD R3.xyz, R3, R0, c[14].xyxw;
MAD R3.xyz, R3, R0, c[14].zwzw;
ADD R2.xyz, R2, c[13].xyxw;
MAD R2.xyz, R2, R1, c[13].zwzw;
MAD R2.xyz, R2, R1, c[14].xyxw;
MAD R2.xyz, R2, R1, c[14].zwzw;
MAD R3.xyz, R3, R0, c[12].wzww;
SLT R5.x, R1.w, c[0].y;
SGE R5.yz, R1.w, c[15].xxyw;
MOV R0.xz, R5;
DP3 R0.y, R5, c[12].wzww;
DP3 R1.w, R3, -R0;
MAD R0.xyz, R2, R1, c[12].wzww;
SGE R1.yz, R0.w, c[15].xxyw;
SLT R1.x, R0.w, c[0].y;
MOV R0.w, vertex.position;
MOV R2.xz, R1;
DP3 R2.y, R1, c[12].wzww;
DP3 R0.x, R0, -R2;
ADD R0.x, R0, R1.w;
MAD R0.y, R0.x, c[9].w, R4;
MOV R0.xz, R4;
MUL R2.xy, R6.xzzw, c[12].y;
DP4 R1.z, R0, c[7];
DP4 R1.y, R0, c[6];
DP4 R1.x, R0, c[5];
DP3 R1.x, R1, R1;
RSQ R1.x, R1.x;
RCP R1.x, R1.x;
ADD R1.x, R1, -c[11];
MUL R1.x, R1, c[11].y;
MIN R2.z, R1.x, c[12];
FLR R1.xy, R2;
SLT R1.zw, R2.xyxy, c[12].x;
FLR R2.xy, -R2;
ADD R2.xy, -R2, -R1;
MAD result.texcoord[1].xy, R2, R1.zwzw, R1;
MAX result.fogcoord.x, R2.z, c[12];
DP4 result.position.w, R0, c[4];
DP4 result.position.z, R0, c[3];
DP4 result.position.y, R0, c[2];
DP4 result.position.x, R0, c[1];
MAD result.color.xyz, vertex.normal, c[12].y, c[12].y;
MOV result.texcoord[0].xy, vertex.texcoord[0];
MOV result.color.w, c[12].z;
END
# 70 instructions, 7 R-regs
