!!ARBvp1.0
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -profile arbvp1
# source file: tests/shaders/vertex/terrain_height_blend.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile arbvp1
#program main
#semantic main.worldViewProj
#semantic main.world
#semantic main.regions
#semantic main.lowestHeight
#semantic main.lightPositions
#semantic main.lightAttenuations
#semantic main.lightColors
#semantic main.ambient
#semantic main.detailScale
#var float4 input.position : $vin.POSITION : POSITION : 0 : 1
#var float3 input.normal : $vin.NORMAL : NORMAL : 0 : 1
#var float2 input.uv : $vin.TEXCOORD0 : TEXCOORD0 : 0 : 1
#var float4x4 worldViewProj :  : c[1], 4 : 1 : 1
#var float4x4 world :  : c[5], 4 : 2 : 1
#var float4 regions[0] :  : c[9] : 3 : 1
#var float4 regions[1] :  : c[10] : 3 : 1
#var float4 regions[2] :  : c[11] : 3 : 1
#var float4 regions[3] :  : c[12] : 3 : 1
#var float lowestHeight :  : c[13] : 4 : 1
#var float4 lightPositions[0] :  : c[14] : 5 : 1
#var float4 lightPositions[1] :  : c[15] : 5 : 1
#var float4 lightAttenuations[0] :  : c[16] : 6 : 1
#var float4 lightAttenuations[1] :  : c[17] : 6 : 1
#var float3 lightColors[0] :  : c[18] : 7 : 1
#var float3 lightColors[1] :  : c[19] : 7 : 1
#var float3 ambient :  : c[20] : 8 : 1
#var float2 detailScale :  : c[21] : 9 : 1
#var float4 main.position : $vout.POSITION : HPOS : -1 : 1
#var float3 main.color : $vout.COLOR0 : COL0 : -1 : 1
#var float4 main.uv : $vout.TEXCOORD0 : TEX0 : -1 : 1
#var float4 main.weights : $vout.TEXCOORD1 : TEX1 : -1 : 1
#const c[0] = 1 0 2 3
#const c[22] = 100
PARAM c[23] = { { 1, 0, 2, 3 },
		program.local[1..21],
		{ 100 } };
TEMP R0;
TEMP R1;
TEMP R2;
DP4 R0.x, vertex.position, c[7];
SLT R0.z, R0.x, c[13].x;
ADD R0.y, -R0.x, c[13].x;
MAD R1.x, R0.y, R0.z, R0;
ADD R0.x, c[9].w, -c[9].z;
RCP R0.z, R0.x;
ADD R0.y, R1.x, -c[9].z;
MUL R0.z, R0.y, R0;
ADD R0.x, c[9].y, -c[9];
RCP R0.y, R0.x;
ADD R0.x, R1, -c[9];
MUL R0.x, R0, R0.y;
MIN R0.y, R0.z, c[0].x;
MAX R0.y, R0, c[0];
MAD R0.z, -R0.y, c[0], c[0].w;
MUL R0.y, R0, R0;
MIN R0.x, R0, c[0];
MAD R0.z, -R0.y, R0, c[0].x;
MAX R0.x, R0, c[0].y;
MAD R0.y, -R0.x, c[0].z, c[0].w;
MUL R0.x, R0, R0;
MUL R0.x, R0, R0.y;
MUL R0.x, R0, R0.z;
ADD R0.y, c[10].w, -c[10].z;
RCP R0.w, R0.y;
ADD R0.z, R1.x, -c[10];
MIN R0.x, R0, c[22];
MUL R0.w, R0.z, R0;
ADD R0.y, c[10], -c[10].x;
RCP R0.z, R0.y;
ADD R0.y, R1.x, -c[10].x;
MUL R0.y, R0, R0.z;
MIN R0.z, R0.w, c[0].x;
MAX R0.z, R0, c[0].y;
MAD R0.w, -R0.z, c[0].z, c[0];
MUL R0.z, R0, R0;
MIN R0.y, R0, c[0].x;
MAD R0.w, -R0.z, R0, c[0].x;
MAX R0.y, R0, c[0];
MAD R0.z, -R0.y, c[0], c[0].w;
MUL R0.y, R0, R0;
MUL R0.y, R0, R0.z;
MUL R0.y, R0, R0.w;
ADD R0.z, c[11].w, -c[11];
RCP R1.z, R0.z;
ADD R1.y, R1.x, -c[11].z;
MIN R0.y, R0, c[22].x;
MAX R0.x, R0, c[0].y;
MAX R0.y, R0, c[0];
MUL R1.z, R1.y, R1;
ADD R0.z, c[11].y, -c[11].x;
RCP R1.y, R0.z;
ADD R0.z, R1.x, -c[11].x;
MUL R0.z, R0, R1.y;
MIN R1.y, R1.z, c[0].x;
MAX R1.y, R1, c[0];
MAD R1.z, -R1.y, c[0], c[0].w;
MUL R1.y, R1, R1;
MIN R0.z, R0, c[0].x;
MAD R1.z, -R1.y, R1, c[0].x;
MAX R0.z, R0, c[0].y;
MAD R1.y, -R0.z, c[0].z, c[0].w;
MUL R0.z, R0, R0;
MUL R0.z, R0, R1.y;
MUL R0.z, R0, R1;
ADD R1.y, c[12].w, -c[12].z;
RCP R1.w, R1.y;
ADD R1.z, R1.x, -c[12];
ADD R1.y, c[12], -c[12].x;
MUL R1.z, R1, R1.w;
ADD R0.w, R0.y, R0.x;
RCP R1.y, R1.y;
ADD R1.x, R1, -c[12];
MUL R1.x, R1, R1.y;
MIN R1.y, R1.z, c[0].x;
MAX R1.y, R1, c[0];
MAD R1.z, -R1.y, c[0], c[0].w;
MUL R1.y, R1, R1;
MIN R1.x, R1, c[0];
MAD R1.z, -R1.y, R1, c[0].x;
MAX R1.x, R1, c[0].y;
MAD R1.y, -R1.x, c[0].z, c[0].w;
MUL R1.x, R1, R1;
MUL R1.x, R1, R1.y;
MUL R1.x, R1, R1.z;
MIN R1.y, R0.z, c[22].x;
MIN R0.z, R1.x, c[22].x;
MAX R1.x, R1.y, c[0].y;
MAX R0.z, R0, c[0].y;
ADD R0.w, R1.x, R0;
ADD R0.w, R0.z, R0;
RCP R1.y, R0.w;
MOV R0.w, R0.z;
MOV R0.z, R1.x;
MUL result.texcoord[1], R0, R1.y;
MAD R1.xyz, -vertex.position, c[15].w, c[15];
DP3 R0.w, R1, R1;
RSQ R2.x, R0.w;
MAD R0.xyz, -vertex.position, c[14].w, c[14];
DP3 R1.w, R0, R0;
RSQ R2.y, R1.w;
RCP R1.w, R2.x;
MUL R0.xyz, R2.y, R0;
DP3 R0.y, vertex.normal, R0;
MUL R1.xyz, R2.x, R1;
DP3 R0.x, R1, vertex.normal;
MIN R0.y, R0, c[0].x;
MAX R0.y, R0, c[0];
MIN R0.x, R0, c[0];
RCP R0.w, R2.y;
MAD R2.w, R1, c[17].z, c[17].y;
MUL R2.z, R1.w, c[17].w;
MAD R1.w, R2.z, R1, R2;
MAD R2.w, R0, c[16].z, c[16].y;
MUL R2.z, R0.w, c[16].w;
MAD R2.z, R2, R0.w, R2.w;
RCP R0.w, R1.w;
MUL R1.xyz, R0.y, c[18];
RCP R1.w, R2.z;
MAX R0.x, R0, c[0].y;
MAD R1.xyz, R1, R1.w, c[20];
MUL R0.xyz, R0.x, c[19];
MAD result.color.xyz, R0, R0.w, R1;
MOV result.texcoord[0].xy, vertex.texcoord[0];
MUL result.texcoord[0].zw, vertex.texcoord[0].xyxy, c[21].xyxy;
DP4 result.position.w, vertex.position, c[4];
DP4 result.position.z, vertex.position, c[3];
DP4 result.position.y, vertex.position, c[2];
DP4 result.position.x, vertex.position, c[1];
END
# 129 instructions, 3 R-regs
