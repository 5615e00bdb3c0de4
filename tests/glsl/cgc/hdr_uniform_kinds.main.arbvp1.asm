!!ARBvp1.0
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -profile arbvp1
# source file: tests/glsl/cases/hdr_uniform_kinds.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile arbvp1
#program main
#semantic main.scene
#semantic main.rot
#semantic main.paramUnused
#semantic main.eye
#semantic worldViewProj
#semantic normalMatrix
#semantic bias
#semantic scale
#semantic palette
#semantic bones
#semantic mode
#semantic enabled
#semantic halfTint
#semantic neverUsed
#var float4 pos : $vin.POSITION : POSITION : 0 : 1
#var float3 normal : $vin.NORMAL : NORMAL : 1 : 1
#var float4 idx : $vin.TEXCOORD1 : TEXCOORD1 : 2 : 1
#var float3 scene.lights[0].position :  : c[18] : 3 : 1
#var float4 scene.lights[0].color :  : c[19] : 3 : 1
#var float scene.lights[0].range :  : c[20] : 3 : 1
#var float3 scene.lights[1].position :  : c[21] : 3 : 1
#var float4 scene.lights[1].color :  : c[22] : 3 : 1
#var float scene.lights[1].range :  : c[23] : 3 : 1
#var float4 scene.ambient :  : c[24] : 3 : 1
#var float scene.unusedScale :  :  : 3 : 0
#var float2x2 rot :  : c[1], 2 : 4 : 1
#var float4 paramUnused :  :  : 5 : 0
#var float3 eye :  : c[25] : 6 : 1
#var float4x4 worldViewProj :  : c[3], 4 : -1 : 1
#var float3x3 normalMatrix :  : c[7], 3 : -1 : 1
#var float4 bias :  : c[26] : -1 : 1
#var float scale :  : c[27] : -1 : 1
#var float4 palette[0] :  : c[28] : -1 : 1
#var float4 palette[1] :  : c[29] : -1 : 1
#var float4 palette[2] :  : c[30] : -1 : 1
#var float4x3 bones[0] :  : c[10], 4 : -1 : 1
#var float4x3 bones[1] :  : c[14], 4 : -1 : 1
#var int mode :  : c[31] : -1 : 1
#var bool enabled :  : c[32] : -1 : 1
#var half4 halfTint :  : c[33] : -1 : 1
#var float4 neverUsed :  :  : -1 : 0
#var float4 main.pos : $vout.POSITION : HPOS : -1 : 1
#var float4 main.color : $vout.COLOR0 : COL0 : -1 : 1
#var float3 main.n : $vout.TEXCOORD0 : TEX0 : -1 : 1
#const c[0] = 4 1 2 3
#const c[34] = 0
#default bias = 0.5 0.25 0.125 1
#default scale = 2
PARAM c[35] = { { 4, 1, 2, 3 },
		program.local[1..33],
		{ 0 } };
TEMP R0;
TEMP R1;
TEMP R2;
TEMP R3;
ADDRESS A0;
ADD R2.xyz, -vertex.position, c[18];
DP3 R2.w, R2, R2;
FLR R0.x, vertex.texcoord[1];
MUL R0.x, R0, c[0];
ARL A0.x, R0.x;
MUL R0.xyz, vertex.position.y, c[A0.x + 11];
MAD R0.xyz, vertex.position.x, c[A0.x + 10], R0;
MAD R0.xyz, vertex.position.z, c[A0.x + 12], R0;
MAD R1.xyz, vertex.position.w, c[A0.x + 13], R0;
MOV R1.w, c[0].y;
DP3 R3.y, vertex.normal, c[8];
DP3 R3.x, vertex.normal, c[7];
DP3 R3.z, vertex.normal, c[9];
DP4 R0.w, R1, c[6];
DP4 R0.z, R1, c[5];
DP4 R0.y, R1, c[4];
DP4 R0.x, R1, c[3];
ADD R1.xyz, -vertex.position, c[21];
DP3 R1.w, R1, R1;
RSQ R1.w, R1.w;
MUL R1.xyz, R1.w, R1;
DP3 R1.w, R3, R1;
RSQ R2.w, R2.w;
MUL R1.xyz, R2.w, R2;
DP3 R1.y, R3, R1;
MIN R1.w, R1, c[0].y;
MAX R1.x, R1.w, c[34];
MUL R0, R0, c[27].x;
ADD R0, R0, c[26];
ADD result.position, R0, c[0].yzwx;
MUL R0.zw, R3.xyxy, c[1].xyxy;
MUL R0.xy, R3, c[2];
MUL R2, R1.x, c[22];
MIN R1.y, R1, c[0];
MAX R1.x, R1.y, c[34];
RCP R3.w, c[20].x;
MUL R1, R1.x, c[19];
MAD R1, R1, R3.w, c[24];
RCP R3.w, c[23].x;
MAD R1, R2, R3.w, R1;
MOV R2, c[33];
ARL A0.x, c[31].x;
ADD R2, c[A0.x + 28], R2;
MAD result.color, R2, c[32].x, R1;
DP3 result.texcoord[0].z, R3, c[25];
ADD result.texcoord[0].x, R0.z, R0.w;
ADD result.texcoord[0].y, R0.x, R0;
END
# 47 instructions, 4 R-regs
