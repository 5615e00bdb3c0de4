!!ARBvp1.0
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -profile arbvp1
# source file: tests/header/059_const_builtin.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile arbvp1
#program main
#var float4 p : $vin.POSITION : POSITION : 0 : 1
#var float4 main : $vout.POSITION : HPOS : -1 : 1
#const c[0] = 24.980801 -24.980801 0.15915491 0.25
#const c[1] = 0 0.5 1 -1
#const c[2] = -60.145809 60.145809 85.453789 -85.453789
#const c[3] = -64.939346 64.939346 19.73921 -19.73921
#const c[4] = -9 0.75 2.2 0.69314718
#const c[5] = 2.718282 3 2
PARAM c[6] = { { 24.980801, -24.980801, 0.15915491, 0.25 },
		{ 0, 0.5, 1, -1 },
		{ -60.145809, 60.145809, 85.453789, -85.453789 },
		{ -64.939346, 64.939346, 19.73921, -19.73921 },
		{ -9, 0.75, 2.2, 0.69314718 },
		{ 2.718282, 3, 2 } };
TEMP R0;
TEMP R1;
TEMP R2;
TEMP R3;
MAD R0.x, vertex.position, c[0].z, -c[0].w;
FRC R0.x, R0;
ADD R1.xyz, -R0.x, c[1];
MUL R1.xyz, R1, R1;
MUL R2.xyz, R1, c[0].xyxw;
ADD R2.xyz, R2, c[2].xyxw;
MAD R2.xyz, R2, R1, c[2].zwzw;
MAD R2.xyz, R2, R1, c[3].xyxw;
MAD R2.xyz, R2, R1, c[3].zwzw;
MAD R2.xyz, R2, R1, c[1].wzww;
MIN R1, vertex.position, c[1].z;
SLT R3.x, R0, c[0].w;
SGE R3.yz, R0.x, c[4].xxyw;
MOV R0.xz, R3;
DP3 R0.y, R3, c[1].wzww;
DP3 R0.x, R2, -R0;
MAX R1, R1, c[1].x;
MAD R2, -R1, c[5].z, c[5].y;
LG2 R0.y, vertex.position.z;
MUL R0.z, R0.y, c[4].w;
MUL R1, R1, R1;
POW R0.w, vertex.position.w, c[4].z;
POW R0.y, c[5].x, vertex.position.y;
MUL R1, R1, R2;
DP4 R3.x, R0, R0;
RSQ R2.x, R3.x;
MAD result.position, R2.x, R0, R1;
END
# 27 instructions, 4 R-regs
