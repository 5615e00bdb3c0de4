!!ARBvp1.0
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -profile arbvp1
# source file: tests/shaders/fragment/fx_screen_space_wpos_connector.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile arbvp1
#program vs_main
#semantic vs_main.modelViewProj
#semantic vs_main.eyePosition
#semantic vs_main.time
#var float4 position : $vin.POSITION : POSITION : 0 : 1
#var float3 normal : $vin.NORMAL : NORMAL : 1 : 1
#var float2 uv : $vin.TEXCOORD0 : TEXCOORD0 : 2 : 1
#var float4x4 modelViewProj :  : c[1], 4 : 3 : 1
#var float3 eyePosition :  : c[5] : 4 : 1
#var float time :  : c[6] : 5 : 1
#var float4 vs_main.hpos : $vout.POSITION : HPOS : -1 : 1
#var float2 vs_main.uv : $vout.TEXCOORD0 : TEX0 : -1 : 1
#var float3 vs_main.normal : $vout.TEXCOORD1 : TEX1 : -1 : 1
#var float3 vs_main.toEye : $vout.TEXCOORD2 : TEX2 : -1 : 1
#const c[0] = 0 24.980801 -24.980801 0.15915491
#const c[7] = 0 0.5 1 0.69999999
#const c[8] = 0.25 -60.145809 60.145809 0.1
#const c[9] = 85.453789 -85.453789 -64.939346 64.939346
#const c[10] = 19.73921 -19.73921 -1 1
#const c[11] = -9 0.75 0.02 0.07
PARAM c[12] = { { 0, 24.980801, -24.980801, 0.15915491 },
		program.local[1..6],
		{ 0, 0.5, 1, 0.69999999 },
		{ 0.25, -60.145809, 60.145809, 0.1 },
		{ 85.453789, -85.453789, -64.939346, 64.939346 },
		{ 19.73921, -19.73921, -1, 1 },
		{ -9, 0.75, 0.02, 0.07 } };
TEMP R0;
TEMP R1;
TEMP R2;
TEMP R3;
MUL R0.x, vertex.position, c[7].w;
ADD R0.x, R0, c[6];
MUL R0.y, R0.x, c[0].w;
FRC R0.x, R0.y;
ADD R1.xyz, -R0.x, c[7];
MUL R1.xyz, R1, R1;
MUL R2.xyz, R1, c[0].yzyw;
ADD R0.y, R0, -c[8].x;
ADD R2.xyz, R2, c[8].yzyw;
MAD R2.xyz, R2, R1, c[9].xyxw;
MAD R2.xyz, R2, R1, c[9].zwzw;
MAD R2.xyz, R2, R1, c[10].xyxw;
FRC R0.w, R0.y;
MAD R2.xyz, R2, R1, c[10].zwzw;
ADD R1.xyz, -R0.w, c[7];
MUL R1.xyz, R1, R1;
SLT R3.x, R0, c[8];
SGE R3.yz, R0.x, c[11].xxyw;
MOV R0.xz, R3;
DP3 R0.y, R3, c[10].zwzw;
DP3 R0.x, R2, -R0;
MUL R2.xyz, R1, c[0].yzyw;
MUL R0.y, R0.x, c[11].w;
MOV R0.xz, c[0].x;
ADD R0.xyz, vertex.normal, R0;
DP3 R1.w, R0, R0;
ADD R2.xyz, R2, c[8].yzyw;
MAD R2.xyz, R2, R1, c[9].xyxw;
MAD R2.xyz, R2, R1, c[9].zwzw;
RSQ R1.w, R1.w;
MAD R2.xyz, R2, R1, c[10].xyxw;
MUL result.texcoord[1].xyz, R1.w, R0;
MAD R0.xyz, R2, R1, c[10].zwzw;
SLT R1.x, R0.w, c[8];
SGE R1.yz, R0.w, c[11].xxyw;
MOV R2.xz, R1;
DP3 R2.y, R1, c[10].zwzw;
DP3 R0.y, R0, -R2;
MOV R0.xzw, vertex.position;
MAD R0.y, R0, c[8].w, vertex.position;
DP4 result.position.w, R0, c[4];
DP4 result.position.z, R0, c[3];
DP4 result.position.y, R0, c[2];
DP4 result.position.x, R0, c[1];
ADD result.texcoord[2].xyz, -R0, c[5];
MOV R0.x, c[11].z;
MOV R0.y, c[0].x;
MUL R0.x, R0, c[6];
ADD result.texcoord[0].xy, vertex.texcoord[0], R0;
END
# 49 instructions, 4 R-regs
