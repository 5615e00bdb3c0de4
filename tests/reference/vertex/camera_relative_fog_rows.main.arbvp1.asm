!!ARBvp1.0
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -profile arbvp1
# source file: tests/shaders/vertex/camera_relative_fog_rows.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile arbvp1
#program main
#semantic main.world
#semantic main.viewProj
#semantic main.camPos
#semantic main.fogDensity
#var float4 pos : $vin.POSITION : POSITION : 0 : 1
#var float2 uv : $vin.TEXCOORD0 : TEXCOORD0 : 1 : 1
#var float4x3 world :  : c[1], 4 : 2 : 1
#var float4x4 viewProj :  : c[5], 4 : 3 : 1
#var float3 camPos :  : c[9] : 4 : 1
#var float fogDensity :  : c[10] : 5 : 1
#var float4 main.hpos : $vout.POSITION : HPOS : -1 : 1
#var float2 main.uv : $vout.TEXCOORD0 : TEX0 : -1 : 1
#var float3 main.wpos : $vout.TEXCOORD1 : TEX1 : -1 : 1
#var float main.fog : $vout.TEXCOORD2 : TEX2 : -1 : 1
#const c[0] = 2.718282 1 0
PARAM c[11] = { { 2.718282, 1, 0 },
		program.local[1..10] };
TEMP R0;
TEMP R1;
TEMP R2;
MUL R0.xyz, vertex.position.y, c[2];
MAD R0.xyz, vertex.position.x, c[1], R0;
MAD R0.xyz, vertex.position.z, c[3], R0;
MAD R2.xyz, vertex.position.w, c[4], R0;
ADD R1.xyz, R2, -c[9];
DP3 R0.x, R1, R1;
RSQ R1.w, R0.x;
MUL R0, R2.y, c[6];
RCP R1.w, R1.w;
MAD R0, R2.x, c[5], R0;
MAD R0, R2.z, c[7], R0;
MUL R1.w, R1, -c[10].x;
POW R1.w, c[0].x, R1.w;
ADD result.position, R0, c[8];
MIN R0.x, R1.w, c[0].y;
MOV result.texcoord[1].xyz, R1;
MAX result.texcoord[2].x, R0, c[0].z;
MOV result.texcoord[0].xy, vertex.texcoord[0];
END
# 18 instructions, 3 R-regs
