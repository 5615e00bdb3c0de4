!!ARBvp1.0
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -profile arbvp1
# source file: tests/shaders/vertex/wave_array_past_end.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile arbvp1
#program main
#semantic main.mat_modelproj
#semantic main.k_waveInfo
#semantic main.k_time
#var float4 vtx_position : $vin.POSITION : POSITION : 0 : 1
#var float2 vtx_texcoord0 : $vin.TEXCOORD0 : TEXCOORD0 : 1 : 1
#var float4x4 mat_modelproj :  : c[1], 4 : 2 : 1
#var float4 k_waveInfo :  : c[5] : 3 : 1
#var float4 k_time :  : c[6] : 4 : 1
#var float4 l_position : $vout.POSITION : HPOS : 5 : 1
#var float3 l_normal : $vout.TEXCOORD1 : TEX1 : 6 : 1
#var float2 l_texcoord0 : $vout.TEXCOORD0 : TEX0 : 7 : 1
#const c[0] = 0 1 -1 0.5
#const c[7] = 0.15915491 0.25 24.980801 -24.980801
#const c[8] = -60.145809 60.145809 85.453789 -85.453789
#const c[9] = -64.939346 64.939346 19.73921 -19.73921
#const c[10] = -9 0.75
PARAM c[11] = { { 0, 1, -1, 0.5 },
		program.local[1..6],
		{ 0.15915491, 0.25, 24.980801, -24.980801 },
		{ -60.145809, 60.145809, 85.453789, -85.453789 },
		{ -64.939346, 64.939346, 19.73921, -19.73921 },
		{ -9, 0.75 } };
TEMP R0;
TEMP R1;
TEMP R2;
TEMP R3;
MOV R0.x, c[0].w;
ADD R0.zw, vertex.position.xyxy, -c[0].xyzx;
MUL R0.zw, R0, vertex.position.xyxy;
MUL R0.y, R0.x, c[6].x;
ADD R0.x, R0.z, R0.w;
MAD R0.w, R0.x, c[5].x, R0.y;
MUL R0.x, R0.w, c[7];
FRC R1.w, R0.x;
ADD R0.xyz, -R1.w, c[0].xwyw;
MUL R1.xyz, R0, R0;
MUL R0.xyz, R1, c[7].zwzw;
ADD R0.xyz, R0, c[8].xyxw;
MAD R0.xyz, R0, R1, c[8].zwzw;
MAD R0.xyz, R0, R1, c[9].xyxw;
MAD R2.xyz, R0, R1, c[9].zwzw;
MAD R0.w, R0, c[7].x, -c[7].y;
FRC R0.w, R0;
ADD R0.xyz, -R0.w, c[0].xwyw;
MAD R2.xyz, R2, R1, c[0].zyzw;
MUL R1.xyz, R0, R0;
SLT R3.x, R1.w, c[7].y;
SGE R3.yz, R1.w, c[10].xxyw;
MOV R0.xz, R3;
DP3 R0.y, R3, c[0].zyzw;
DP3 R0.y, R2, -R0;
MUL R2.xyz, R1, c[7].zwzw;
MUL R0.x, c[5], c[5].y;
MUL R0.x, R0, R0.y;
MOV R0.yz, c[0].xxyw;
DP3 R1.w, R0, R0;
ADD R2.xyz, R2, c[8].xyxw;
MAD R2.xyz, R2, R1, c[8].zwzw;
MAD R2.xyz, R2, R1, c[9].xyxw;
RSQ R1.w, R1.w;
MAD R2.xyz, R2, R1, c[9].zwzw;
MUL result.texcoord[1].xyz, R1.w, R0;
MAD R0.xyz, R2, R1, c[0].zyzw;
SLT R1.x, R0.w, c[7].y;
SGE R1.yz, R0.w, c[10].xxyw;
MOV R2.xz, R1;
DP3 R2.y, R1, c[0].zyzw;
DP3 R0.z, R0, -R2;
MOV R0.xyw, vertex.position;
MAD R0.z, R0, c[5].y, vertex.position;
DP4 result.position.w, R0, c[4];
DP4 result.position.z, R0, c[3];
DP4 result.position.y, R0, c[2];
DP4 result.position.x, R0, c[1];
MOV result.texcoord[0].xy, vertex.texcoord[0];
END
# 49 instructions, 4 R-regs
