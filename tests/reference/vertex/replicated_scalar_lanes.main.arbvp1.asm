!!ARBvp1.0
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -profile arbvp1
# source file: tests/shaders/vertex/replicated_scalar_lanes.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile arbvp1
#program main
#semantic main.time
#semantic main.mvp
#var float4 pos : $vin.POSITION :  : 0 : 0
#var float time :  : c[5] : 1 : 1
#var float4x4 mvp :  : c[1], 4 : 2 : 1
#var float4 main : $vout.POSITION : HPOS : -1 : 1
#const c[0] = 3 24.980801 -24.980801 0.15915491
#const c[6] = 0 0.5 1 -1
#const c[7] = -60.145809 60.145809 85.453789 -85.453789
#const c[8] = -64.939346 64.939346 19.73921 -19.73921
#const c[9] = -9 0.75 0.25
PARAM c[10] = { { 3, 24.980801, -24.980801, 0.15915491 },
		program.local[1..5],
		{ 0, 0.5, 1, -1 },
		{ -60.145809, 60.145809, 85.453789, -85.453789 },
		{ -64.939346, 64.939346, 19.73921, -19.73921 },
		{ -9, 0.75, 0.25 } };
TEMP R0;
TEMP R1;
TEMP R2;
MOV R0.x, c[0];
MUL R0.x, R0, c[5];
MUL R0.x, R0, c[0].w;
FRC R0.w, R0.x;
ADD R0.xyz, -R0.w, c[6];
MUL R0.xyz, R0, R0;
MUL R1.xyz, R0, c[0].yzyw;
ADD R1.xyz, R1, c[7].xyxw;
MAD R1.xyz, R1, R0, c[7].zwzw;
MAD R1.xyz, R1, R0, c[8].xyxw;
MAD R1.xyz, R1, R0, c[8].zwzw;
MAD R1.xyz, R1, R0, c[6].wzww;
SLT R2.x, R0.w, c[9].z;
SGE R2.yz, R0.w, c[9].xxyw;
MOV R0.xz, R2;
DP3 R0.y, R2, c[6].wzww;
DP3 R0.x, R1, -R0;
MUL R1, R0.x, c[2];
MAD R1, R0.x, c[1], R1;
MAD R1, R0.x, c[3], R1;
MAD result.position, R0.x, c[4], R1;
END
# 21 instructions, 3 R-regs
