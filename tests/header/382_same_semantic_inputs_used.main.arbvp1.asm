!!ARBvp1.0
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -profile arbvp1
# source file: tests/header/382_same_semantic_inputs_used.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile arbvp1
#program main
#semantic main.mat_modelproj
#semantic main.k_fog
#var float4 vtx_position : $vin.POSITION : POSITION : 0 : 1
#var float4 vtx_normal : $vin.TEXCOORD0 : TEXCOORD0 : 1 : 0
#var float2 vtx_texcoord0 : $vin.TEXCOORD0 : TEXCOORD0 : 2 : 1
#var float4 base : $vin.COLOR0 : COLOR0 : 3 : 0
#var float4 glow : $vin.COLOR0 : COLOR0 : 4 : 1
#var float4 shade : $vin.COLOR0 : COLOR0 : 5 : 0
#var float4x4 mat_modelproj :  : c[1], 4 : 6 : 1
#var float4 k_fog :  : c[5] : 7 : 1
#var float4 main.position : $vout.POSITION : HPOS : -1 : 1
#var float4 main.normal : $vout.TEXCOORD1 : TEX1 : -1 : 1
#var float2 main.uv : $vout.TEXCOORD2 : TEX2 : -1 : 1
#var float4 main.tint : $vout.COLOR0 : COL0 : -1 : 1
#var float4 main.fog : $vout.TEXCOORD3 : TEX3 : -1 : 1
#const c[0] = 2 24.980801 -24.980801 0.15915491
#const c[6] = 0 0.5 1 0.25
#const c[7] = -60.145809 60.145809 85.453789 -85.453789
#const c[8] = -64.939346 64.939346 19.73921 -19.73921
#const c[9] = -1 1 -9 0.75
PARAM c[10] = { { 2, 24.980801, -24.980801, 0.15915491 },
		program.local[1..5],
		{ 0, 0.5, 1, 0.25 },
		{ -60.145809, 60.145809, 85.453789, -85.453789 },
		{ -64.939346, 64.939346, 19.73921, -19.73921 },
		{ -1, 1, -9, 0.75 } };
TEMP R0;
TEMP R1;
TEMP R2;
TEMP R3;
TEMP R4;
TEMP R5;
MUL R0.x, vertex.texcoord[0], c[0].w;
ADD R0.x, R0, -c[6].w;
FRC R1.w, R0.x;
ADD R1.xyz, -R1.w, c[6];
MUL R2.xyz, R1, R1;
MUL R3.xyz, R2, c[0].yzyw;
MUL R0.y, vertex.texcoord[0], c[0].w;
ADD R0.y, R0, -c[6].w;
FRC R0.w, R0.y;
ADD R0.xyz, -R0.w, c[6];
MUL R0.xyz, R0, R0;
MUL R1.xyz, R0, c[0].yzyw;
ADD R3.xyz, R3, c[7].xyxw;
MAD R3.xyz, R3, R2, c[7].zwzw;
MAD R3.xyz, R3, R2, c[8].xyxw;
MAD R3.xyz, R3, R2, c[8].zwzw;
ADD R1.xyz, R1, c[7].xyxw;
MAD R1.xyz, R1, R0, c[7].zwzw;
MAD R1.xyz, R1, R0, c[8].xyxw;
MAD R1.xyz, R1, R0, c[8].zwzw;
MAD R0.xyz, R1, R0, c[9].xyxw;
MAD R3.xyz, R3, R2, c[9].xyxw;
SLT R4.x, R1.w, c[6].w;
SGE R4.yz, R1.w, c[9].xzww;
MOV R2.xz, R4;
DP3 R2.y, R4, c[9].xyxw;
DP3 R5.x, R3, -R2;
SLT R2.x, R0.w, c[6].w;
SGE R2.yz, R0.w, c[9].xzww;
MOV R1.xz, R2;
DP3 R1.y, R2, c[9].xyxw;
DP3 R5.y, R0, -R1;
MUL R0.x, vertex.texcoord[0].z, c[0].w;
ADD R0.x, R0, -c[6].w;
FRC R1.w, R0.x;
MUL R0.y, vertex.texcoord[0].w, c[0].w;
ADD R0.y, R0, -c[6].w;
FRC R0.w, R0.y;
ADD R1.xyz, -R0.w, c[6];
MUL R2.xyz, R1, R1;
MUL R3.xyz, R2, c[0].yzyw;
ADD R0.xyz, -R1.w, c[6];
MUL R0.xyz, R0, R0;
MUL R1.xyz, R0, c[0].yzyw;
ADD R1.xyz, R1, c[7].xyxw;
MAD R1.xyz, R1, R0, c[7].zwzw;
MAD R1.xyz, R1, R0, c[8].xyxw;
MAD R1.xyz, R1, R0, c[8].zwzw;
ADD R3.xyz, R3, c[7].xyxw;
MAD R3.xyz, R3, R2, c[7].zwzw;
MAD R3.xyz, R3, R2, c[8].xyxw;
MAD R1.xyz, R1, R0, c[9].xyxw;
MAD R3.xyz, R3, R2, c[8].zwzw;
SLT R4.x, R1.w, c[6].w;
SGE R4.yz, R1.w, c[9].xzww;
MOV R0.xz, R4;
DP3 R0.y, R4, c[9].xyxw;
DP3 R5.z, R1, -R0;
MAD R0.xyz, R3, R2, c[9].xyxw;
SLT R1.x, R0.w, c[6].w;
SGE R1.yz, R0.w, c[9].xzww;
MOV R2.xz, R1;
DP3 R2.y, R1, c[9].xyxw;
DP3 R5.w, R0, -R2;
MOV R0, vertex.color;
MUL R0, R0, vertex.color;
MAD result.texcoord[3], vertex.texcoord[0].x, c[5], R5;
MOV result.texcoord[1], vertex.texcoord[0];
ADD result.color, R0, vertex.color;
MUL result.texcoord[2].xy, vertex.texcoord[0], c[0].x;
DP4 result.position.w, vertex.position, c[4];
DP4 result.position.z, vertex.position, c[3];
DP4 result.position.y, vertex.position, c[2];
DP4 result.position.x, vertex.position, c[1];
END
# 74 instructions, 6 R-regs
