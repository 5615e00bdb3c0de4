!!ARBvp1.0
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -profile arbvp1
# source file: tests/shaders/vertex/light_arrays_loop.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile arbvp1
#program main
#semantic mvp
#semantic objectCameraPos
#semantic lightDirections
#semantic lightColors
#var float4 v.vertex : $vin.POSITION : POSITION : 0 : 1
#var float3 v.normal : $vin.NORMAL : NORMAL : 0 : 1
#var float4 v.texcoord : $vin.TEXCOORD0 : TEXCOORD0 : 0 : 1
#var float4 v.color : $vin.COLOR : COLOR0 : 0 : 1
#var float4x4 mvp :  : c[1], 4 : -1 : 1
#var float4 objectCameraPos :  : c[5] : -1 : 1
#var float3 lightDirections[0] :  : c[6] : -1 : 1
#var float3 lightDirections[1] :  : c[7] : -1 : 1
#var float3 lightDirections[2] :  : c[8] : -1 : 1
#var float3 lightDirections[3] :  :  : -1 : 0
#var float4 lightColors[0] :  : c[9] : -1 : 1
#var float4 lightColors[1] :  : c[10] : -1 : 1
#var float4 lightColors[2] :  : c[11] : -1 : 1
#var float4 lightColors[3] :  :  : -1 : 0
#var float4 main.pos : $vout.POSITION : HPOS : -1 : 1
#var float2 main.uv : $vout.TEXCOORD0 : TEX0 : -1 : 1
#var float3 main.diffuse : $vout.TEXCOORD1 : TEX1 : -1 : 1
#var float3 main.specular : $vout.TEXCOORD2 : TEX2 : -1 : 1
#const c[0] = 0 16
PARAM c[12] = { { 0, 16 },
		program.local[1..11] };
TEMP R0;
TEMP R1;
TEMP R2;
ADD R0.xyz, -vertex.position, c[5];
DP3 R0.w, R0, R0;
RSQ R0.w, R0.w;
MAD R1.xyz, R0.w, R0, c[8];
DP3 R1.w, R1, R1;
RSQ R1.w, R1.w;
MUL R1.xyz, R1.w, R1;
DP3 R1.w, vertex.normal, R1;
MAD R1.xyz, R0.w, R0, c[7];
MAD R0.xyz, R0.w, R0, c[6];
DP3 R2.x, R1, R1;
DP3 R0.w, R0, R0;
RSQ R0.w, R0.w;
MUL R0.xyz, R0.w, R0;
DP3 R0.x, vertex.normal, R0;
RSQ R2.x, R2.x;
MUL R1.xyz, R2.x, R1;
DP3 R1.x, vertex.normal, R1;
MAX R0.w, R1.x, c[0].x;
POW R0.y, R0.w, c[0].y;
MUL R1.xyz, R0.y, c[10];
DP3 R0.y, vertex.normal, c[7];
MAX R0.x, R0, c[0];
POW R0.x, R0.x, c[0].y;
MAD R1.xyz, R0.x, c[9], R1;
MAX R1.w, R1, c[0].x;
POW R0.x, R1.w, c[0].y;
MAD result.texcoord[2].xyz, R0.x, c[11], R1;
MAX R0.w, R0.y, c[0].x;
MUL R1.xyz, R0.w, c[10];
DP3 R0.x, vertex.normal, c[6];
MAX R0.x, R0, c[0];
DP3 R0.w, vertex.normal, c[8];
MUL R1.xyz, vertex.color, R1;
MUL R0.xyz, R0.x, c[9];
MAD R0.xyz, vertex.color, R0, R1;
MAX R0.w, R0, c[0].x;
MUL R1.xyz, R0.w, c[11];
MAD result.texcoord[1].xyz, R1, vertex.color, R0;
MOV result.texcoord[0].xy, vertex.texcoord[0];
DP4 result.position.w, vertex.position, c[4];
DP4 result.position.z, vertex.position, c[3];
DP4 result.position.y, vertex.position, c[2];
DP4 result.position.x, vertex.position, c[1];
END
# 44 instructions, 3 R-regs
