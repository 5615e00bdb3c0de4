!!ARBvp1.0
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -profile arbvp1
# source file: tests/shaders/flow/if_varying_select.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile arbvp1
#program main
#semantic main.mvp
#semantic main.time
#semantic main.amplitude
#var float4 pos : $vin.POSITION : POSITION : 0 : 1
#var float4 flags : $vin.COLOR1 : COLOR1 : 1 : 1
#var float3 N : $vin.NORMAL : NORMAL : 2 : 1
#var float4x4 mvp :  : c[1], 4 : 3 : 1
#var float time :  : c[5] : 4 : 1
#var float amplitude :  : c[6] : 5 : 1
#var float4 main.hpos : $vout.POSITION : HPOS : -1 : 1
#var float4 main.col : $vout.COLOR0 : COL0 : -1 : 1
#const c[0] = 0 0.5 24.980801 -24.980801
#const c[7] = 0 0.5 1 0.15915491
#const c[8] = 4 0.25 -60.145809 60.145809
#const c[9] = 85.453789 -85.453789 -64.939346 64.939346
#const c[10] = 19.73921 -19.73921 -1 1
#const c[11] = -9 0.75
PARAM c[12] = { { 0, 0.5, 24.980801, -24.980801 },
		program.local[1..6],
		{ 0, 0.5, 1, 0.15915491 },
		{ 4, 0.25, -60.145809, 60.145809 },
		{ 85.453789, -85.453789, -64.939346, 64.939346 },
		{ 19.73921, -19.73921, -1, 1 },
		{ -9, 0.75 } };
TEMP R0;
TEMP R1;
TEMP R2;
MUL R0.x, vertex.position.y, c[8];
ADD R0.x, R0, c[5];
MUL R0.x, R0, c[7].w;
ADD R0.x, R0, -c[8].y;
FRC R0.w, R0.x;
ADD R0.xyz, -R0.w, c[7];
MUL R0.xyz, R0, R0;
MUL R1.xyz, R0, c[0].zwzw;
ADD R1.xyz, R1, c[8].zwzw;
MAD R1.xyz, R1, R0, c[9].xyxw;
MAD R1.xyz, R1, R0, c[9].zwzw;
MAD R1.xyz, R1, R0, c[10].xyxw;
MAD R1.xyz, R1, R0, c[10].zwzw;
SLT R2.x, R0.w, c[8].y;
SGE R2.yz, R0.w, c[11].xxyw;
MOV R0.xz, R2;
DP3 R0.y, R2, c[10].zwzw;
DP3 R0.w, R1, -R0;
MUL R0.xyz, vertex.normal, c[6].x;
MUL R0.xyz, R0, R0.w;
SLT R1.x, c[0].y, vertex.color.secondary;
MAD R0.xyz, R0, R1.x, vertex.position;
MOV R0.w, vertex.position;
ABS R1.x, R1;
SGE R1.x, c[0], R1;
MUL R1.xy, R1.x, c[0];
DP4 result.position.w, R0, c[4];
DP4 result.position.z, R0, c[3];
DP4 result.position.y, R0, c[2];
DP4 result.position.x, R0, c[1];
ADD result.color, R1.xyyx, c[7].zyyz;
END
# 31 instructions, 3 R-regs
