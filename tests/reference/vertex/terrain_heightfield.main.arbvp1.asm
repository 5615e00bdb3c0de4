!!ARBvp1.0
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -profile arbvp1
# source file: tests/shaders/vertex/terrain_heightfield.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile arbvp1
#program main
#semantic main.viewProj
#semantic main.terrainScale
#semantic main.sunDir
#semantic main.sunColor
#semantic main.skyColor
#semantic main.eyePos
#semantic main.fogDensity
#var float2 grid : $vin.POSITION : POSITION : 0 : 1
#var float height : $vin.TEXCOORD0 : TEXCOORD0 : 1 : 1
#var float3 normal : $vin.NORMAL : NORMAL : 2 : 1
#var float4x4 viewProj :  : c[1], 4 : 3 : 1
#var float4 terrainScale :  : c[5] : 4 : 1
#var float3 sunDir :  : c[6] : 5 : 1
#var float3 sunColor :  : c[7] : 6 : 1
#var float3 skyColor :  : c[8] : 7 : 1
#var float3 eyePos :  : c[9] : 8 : 1
#var float fogDensity :  : c[10] : 9 : 1
#var float4 main.hpos : $vout.POSITION : HPOS : -1 : 1
#var float4 main.color : $vout.COLOR0 : COL0 : -1 : 1
#var float2 main.uvBase : $vout.TEXCOORD0 : TEX0 : -1 : 1
#var float2 main.uvDet : $vout.TEXCOORD1 : TEX1 : -1 : 1
#var float main.fog : $vout.FOG : FOGC : -1 : 1
#const c[0] = 0.00390625 1 1.442695 0
#const c[11] = 0.5
PARAM c[12] = { { 0.00390625, 1, 1.442695, 0 },
		program.local[1..10],
		{ 0.5 } };
TEMP R0;
TEMP R1;
MUL R0.xz, vertex.position.xyyw, c[5];
MUL R0.y, vertex.texcoord[0].x, c[5];
ADD R1.xyz, -R0, c[9];
DP3 R0.w, R1, R1;
RSQ R0.w, R0.w;
RCP R1.x, R0.w;
MOV R0.w, c[0].y;
MUL R1.x, R1, c[10];
MUL R1.x, -R1, R1;
MUL R1.x, R1, c[0].z;
DP4 result.position.w, R0, c[4];
DP4 result.position.z, R0, c[3];
DP4 result.position.y, R0, c[2];
DP4 result.position.x, R0, c[1];
EX2 R1.x, R1.x;
MIN R0.w, R1.x, c[0].y;
DP3 R0.x, vertex.normal, c[6];
MIN R1.x, R0, c[0].y;
MAD R0.y, vertex.normal, c[11].x, c[11].x;
MUL R0.xyz, R0.y, c[8];
MAX R1.x, R1, c[0].w;
MAD result.color.xyz, R1.x, c[7], R0;
MAX result.fogcoord.x, R0.w, c[0].w;
MUL result.texcoord[0].xy, vertex.position, c[0].x;
MUL result.texcoord[1].xy, vertex.position, c[5].w;
MOV result.color.w, c[0].y;
END
# 26 instructions, 2 R-regs
