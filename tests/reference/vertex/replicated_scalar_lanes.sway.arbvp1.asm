!!ARBvp1.0
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -profile arbvp1
# source file: tests/shaders/vertex/replicated_scalar_lanes.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile arbvp1
#program sway
#semantic sway.time
#semantic sway.strength
#semantic sway.mvp
#var float4 pos : $vin.POSITION : POSITION : 0 : 1
#var float3 normal : $vin.NORMAL : NORMAL : 1 : 1
#var float2 uv : $vin.TEXCOORD0 : TEXCOORD0 : 2 : 1
#var float time :  : c[5] : 3 : 1
#var float strength :  : c[6] : 4 : 1
#var float4x4 mvp :  : c[1], 4 : 5 : 1
#var float4 hpos : $vout.POSITION : HPOS : 6 : 1
#var float2 ouv : $vout.TEXCOORD0 : TEX0 : 7 : 1
#var float4 tint : $vout.COLOR0 : COL0 : 8 : 1
#const c[0] = 0.5 0.15915491 0.25 1
#const c[7] = 0 0.5 1 -1
#const c[8] = 24.980801 -24.980801 -60.145809 60.145809
#const c[9] = 85.453789 -85.453789 -64.939346 64.939346
#const c[10] = 19.73921 -19.73921 -9 0.75
PARAM c[11] = { { 0.5, 0.15915491, 0.25, 1 },
		program.local[1..6],
		{ 0, 0.5, 1, -1 },
		{ 24.980801, -24.980801, -60.145809, 60.145809 },
		{ 85.453789, -85.453789, -64.939346, 64.939346 },
		{ 19.73921, -19.73921, -9, 0.75 } };
TEMP R0;
TEMP R1;
TEMP R2;
MUL R0.x, vertex.position, c[0];
ADD R2.w, R0.x, c[5].x;
MAD R0.x, R2.w, c[0].y, -c[0].z;
FRC R0.w, R0.x;
ADD R0.xyz, -R0.w, c[7];
MUL R0.xyz, R0, R0;
MAD R1.xyz, R0, c[8].xyxw, c[8].zwzw;
MAD R1.xyz, R1, R0, c[9].xyxw;
MAD R1.xyz, R1, R0, c[9].zwzw;
MAD R1.xyz, R1, R0, c[10].xyxw;
MAD R1.xyz, R1, R0, c[7].wzww;
MOV R1.w, c[0];
SLT R2.x, R0.w, c[0].z;
SGE R2.yz, R0.w, c[10].xzww;
MOV R0.xz, R2;
DP3 R0.y, R2, c[7].wzww;
DP3 R0.x, R1, -R0;
MUL R0.x, R0, c[6];
MUL R0.xyz, R0.x, vertex.normal;
MUL R0.xyz, R0, vertex.texcoord[0].y;
ADD R1.xyz, R0, vertex.position;
MOV R0.w, c[0];
MOV R0.xyz, R2.w;
MAD R0, R0, c[0].z, c[0].x;
MIN R0, R0, c[0].w;
DP4 result.position.w, R1, c[4];
DP4 result.position.z, R1, c[3];
DP4 result.position.y, R1, c[2];
DP4 result.position.x, R1, c[1];
MAX result.color, R0, c[7].x;
MOV result.texcoord[0].xy, vertex.texcoord[0];
END
# 31 instructions, 3 R-regs
