!!ARBvp1.0
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -profile arbvp1
# source file: tests/shaders/vertex/env_map_refract.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile arbvp1
#program main
#semantic main.modelViewProj
#semantic main.modelToWorld
#semantic main.eyePositionW
#semantic main.etaRatio
#semantic main.fresnel
#var float4 pos : $vin.POSITION : POSITION : 0 : 1
#var float3 normal : $vin.NORMAL : NORMAL : 1 : 1
#var float4x4 modelViewProj :  : c[1], 4 : 2 : 1
#var float4x4 modelToWorld :  : c[5], 4 : 3 : 1
#var float3 eyePositionW :  : c[9] : 4 : 1
#var float3 etaRatio :  : c[10] : 5 : 1
#var float3 fresnel :  : c[11] : 6 : 1
#var float4 main.hpos : $vout.POSITION : HPOS : -1 : 1
#var float3 main.R : $vout.TEXCOORD0 : TEX0 : -1 : 1
#var float3 main.TRed : $vout.TEXCOORD1 : TEX1 : -1 : 1
#var float3 main.TGreen : $vout.TEXCOORD2 : TEX2 : -1 : 1
#var float3 main.TBlue : $vout.TEXCOORD3 : TEX3 : -1 : 1
#var float main.fres : $vout.COLOR0 : COL0 : -1 : 1
#const c[0] = 2 1 0
PARAM c[12] = { { 2, 1, 0 },
		program.local[1..11] };
TEMP R0;
TEMP R1;
TEMP R2;
TEMP R3;
DP3 R1.z, vertex.normal, c[7];
DP3 R1.x, vertex.normal, c[5];
DP3 R1.y, vertex.normal, c[6];
DP3 R0.w, R1, R1;
RSQ R0.w, R0.w;
MUL R1.xyz, R0.w, R1;
DP4 R0.z, vertex.position, c[7];
DP4 R0.x, vertex.position, c[5];
DP4 R0.y, vertex.position, c[6];
ADD R0.xyz, R0, -c[9];
DP3 R1.w, R0, R0;
RSQ R1.w, R1.w;
MUL R0.xyz, R1.w, R0;
DP3 R0.w, R1, R0;
MAD R2.w, R0, -R0, c[0].y;
MUL R1.w, c[10].x, c[10].x;
MAD R1.w, -R1, R2, c[0].y;
ABS R2.x, R1.w;
RSQ R2.x, R2.x;
RCP R2.x, R2.x;
MAD R2.x, -R0.w, c[10], -R2;
MUL R2.xyz, R1, R2.x;
MAD R2.xyz, R0, c[10].x, R2;
SLT R1.w, c[0].z, R1;
MUL result.texcoord[1].xyz, R2, R1.w;
MUL R1.w, c[10].z, c[10].z;
MAD R1.w, R2, -R1, c[0].y;
ABS R2.y, R1.w;
MUL R2.x, c[10].y, c[10].y;
MAD R2.w, R2, -R2.x, c[0].y;
ABS R2.x, R2.w;
RSQ R2.y, R2.y;
RSQ R2.x, R2.x;
RCP R2.y, R2.y;
MAD R2.y, -R0.w, c[10].z, -R2;
RCP R2.x, R2.x;
MUL R3.xyz, R1, R2.y;
MAD R2.x, -R0.w, c[10].y, -R2;
MUL R2.xyz, R1, R2.x;
MUL R1.xyz, R1, R0.w;
SLT R2.w, c[0].z, R2;
MAD R2.xyz, R0, c[10].y, R2;
MUL result.texcoord[2].xyz, R2, R2.w;
ADD R2.w, R0, c[0].y;
SLT R1.w, c[0].z, R1;
MAD R2.xyz, R0, c[10].z, R3;
POW R2.w, R2.w, c[11].z;
MUL result.texcoord[3].xyz, R2, R1.w;
MAD R1.w, R2, c[11].y, c[11].x;
MIN R0.w, R1, c[0].y;
MAD result.texcoord[0].xyz, -R1, c[0].x, R0;
MAX result.color.x, R0.w, c[0].z;
DP4 result.position.w, vertex.position, c[4];
DP4 result.position.z, vertex.position, c[3];
DP4 result.position.y, vertex.position, c[2];
DP4 result.position.x, vertex.position, c[1];
END
# 56 instructions, 4 R-regs
