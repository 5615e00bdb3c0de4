!!ARBvp1.0
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -profile arbvp1
# source file: tests/shaders/vertex/jaw_rotation_index_zero.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile arbvp1
#program vs_main
#semantic vs_main.worldViewProj
#semantic vs_main.jawPivot
#semantic vs_main.jawOpen
#semantic vs_main.lightPosObj
#semantic vs_main.eyePosObj
#semantic vs_main.fogParams
#var float4 position : $vin.POSITION0 : POSITION : 0 : 1
#var float3 normal : $vin.NORMAL0 : NORMAL : 1 : 1
#var float4 tangent : $vin.TANGENT0 : ATTR14 : 2 : 1
#var float2 uv : $vin.TEXCOORD0 : TEXCOORD0 : 3 : 1
#var float jawWeight : $vin.TEXCOORD1 : TEXCOORD1 : 4 : 1
#var float4x4 worldViewProj :  : c[1], 4 : 5 : 1
#var float3 jawPivot :  : c[5] : 6 : 1
#var float jawOpen :  : c[6] : 7 : 1
#var float3 lightPosObj :  : c[7] : 8 : 1
#var float3 eyePosObj :  : c[8] : 9 : 1
#var float4 fogParams :  : c[9] : 10 : 1
#var float4 vs_main.position : $vout.POSITION0 : HPOS : -1 : 1
#var float2 vs_main.uv : $vout.TEXCOORD0 : TEX0 : -1 : 1
#var float3 vs_main.lightTS : $vout.TEXCOORD1 : TEX1 : -1 : 1
#var float3 vs_main.viewTS : $vout.TEXCOORD2 : TEX2 : -1 : 1
#var float vs_main.fog : $vout.FOG0 : FOGC : -1 : 1
#const c[0] = 24.980801 -24.980801 0.15915491 0.25
#const c[10] = 0 0.5 1 -1
#const c[11] = -60.145809 60.145809 85.453789 -85.453789
#const c[12] = -64.939346 64.939346 19.73921 -19.73921
#const c[13] = -9 0.75
PARAM c[14] = { { 24.980801, -24.980801, 0.15915491, 0.25 },
		program.local[1..9],
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
MUL R0.x, vertex.texcoord[1], c[6];
MAD R0.y, R0.x, c[0].z, -c[0].w;
FRC R1.w, R0.y;
MUL R0.x, R0, c[0].z;
FRC R0.w, R0.x;
ADD R1.xyz, -R0.w, c[10];
MUL R2.xyz, R1, R1;
MUL R3.xyz, R2, c[0].xyxw;
ADD R0.xyz, -R1.w, c[10];
MUL R0.xyz, R0, R0;
MUL R1.xyz, R0, c[0].xyxw;
ADD R1.xyz, R1, c[11].xyxw;
MAD R1.xyz, R1, R0, c[11].zwzw;
MAD R1.xyz, R1, R0, c[12].xyxw;
MAD R1.xyz, R1, R0, c[12].zwzw;
ADD R3.xyz, R3, c[11].xyxw;
MAD R3.xyz, R3, R2, c[11].zwzw;
MAD R3.xyz, R3, R2, c[12].xyxw;
MAD R3.xyz, R3, R2, c[12].zwzw;
MAD R1.xyz, R1, R0, c[10].wzww;
SLT R4.x, R1.w, c[0].w;
SGE R4.yz, R1.w, c[13].xxyw;
MOV R0.xz, R4;
DP3 R0.y, R4, c[10].wzww;
DP3 R1.w, R1, -R0;
MAD R0.xyz, R3, R2, c[10].wzww;
ADD R4.xyz, vertex.position, -c[5];
SLT R2.x, R0.w, c[0].w;
SGE R2.yz, R0.w, c[13].xxyw;
MOV R1.xz, R2;
DP3 R1.y, R2, c[10].wzww;
DP3 R0.w, R0, -R1;
MUL R0.y, R0.w, vertex.normal.z;
MAD R3.z, R1.w, vertex.normal.y, R0.y;
MUL R0.y, R0.w, vertex.attrib[14].z;
MUL R0.x, R1.w, vertex.normal.z;
MAD R3.y, R0.w, vertex.normal, -R0.x;
MUL R0.x, R1.w, vertex.attrib[14].z;
MAD R1.y, R0.w, vertex.attrib[14], -R0.x;
MAD R1.z, R1.w, vertex.attrib[14].y, R0.y;
MOV R1.x, vertex.attrib[14];
MOV R3.x, vertex.normal;
MUL R0.xyz, R3.zxyw, R1.yzxw;
MAD R2.xyz, R3.yzxw, R1.zxyw, -R0;
MUL R0.x, R4.z, R1.w;
MAD R0.y, R4, R0.w, -R0.x;
MUL R0.z, R4, R0.w;
MOV R0.w, c[10].z;
MAD R0.z, R4.y, R1.w, R0;
MOV R0.x, R4;
ADD R0.xyz, R0, c[5];
ADD R5.xyz, -R0, c[7];
MUL R4.xyz, R2, vertex.attrib[14].w;
ADD R2.xyz, -R0, c[8];
DP3 result.texcoord[1].x, R5, R1;
DP3 result.texcoord[2].x, R1, R2;
DP4 R1.x, R0, c[3];
ADD R1.y, -R1.x, c[9].z;
MOV result.position.z, R1.x;
MUL R1.x, R1.y, c[9].w;
MIN R1.x, R1, c[10].z;
DP3 result.texcoord[1].y, R5, R4;
DP3 result.texcoord[2].y, R4, R2;
DP3 result.texcoord[1].z, R3, R5;
DP3 result.texcoord[2].z, R3, R2;
DP4 result.position.w, R0, c[4];
DP4 result.position.y, R0, c[2];
DP4 result.position.x, R0, c[1];
MAX result.fogcoord.x, R1, c[10];
MOV result.texcoord[0].xy, vertex.texcoord[0];
END
# 70 instructions, 6 R-regs
