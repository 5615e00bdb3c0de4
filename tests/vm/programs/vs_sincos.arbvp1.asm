!!ARBvp1.0
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -quiet -profile arbvp1
# source file: tests/vm/cg/vs_sincos.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile arbvp1
#program main
#semantic main.time
#semantic main.wave
#var float4 p : $vin.POSITION : POSITION : 0 : 1
#var float time :  : c[1] : 1 : 1
#var float4 wave :  : c[2] : 2 : 1
#var float4 hpos : $vout.POSITION : HPOS : 3 : 1
#var float4 col : $vout.COLOR0 : COL0 : 4 : 1
#const c[0] = 0 24.980801 -24.980801 0.15915491
#const c[3] = 0 0.5 1 0.25
#const c[4] = -60.145809 60.145809 85.453789 -85.453789
#const c[5] = -64.939346 64.939346 19.73921 -19.73921
#const c[6] = -1 1 -9 0.75
PARAM c[7] = { { 0, 24.980801, -24.980801, 0.15915491 },
		program.local[1..2],
		{ 0, 0.5, 1, 0.25 },
		{ -60.145809, 60.145809, 85.453789, -85.453789 },
		{ -64.939346, 64.939346, 19.73921, -19.73921 },
		{ -1, 1, -9, 0.75 } };
TEMP R0;
TEMP R1;
TEMP R2;
TEMP R3;
TEMP R4;
MUL R0.x, vertex.position, c[2];
MUL R0.y, vertex.position, c[2];
ADD R0.x, R0, c[1];
ADD R0.y, R0, c[1].x;
MUL R0.y, R0, c[0].w;
FRC R1.w, R0.y;
MUL R0.x, R0, c[0].w;
ADD R0.x, R0, -c[3].w;
FRC R0.w, R0.x;
ADD R0.xyz, -R1.w, c[3];
MUL R0.xyz, R0, R0;
MUL R3.xyz, R0, c[0].yzyw;
ADD R1.xyz, -R0.w, c[3];
MUL R1.xyz, R1, R1;
MUL R2.xyz, R1, c[0].yzyw;
ADD R3.xyz, R3, c[4].xyxw;
MAD R3.xyz, R3, R0, c[4].zwzw;
MAD R3.xyz, R3, R0, c[5].xyxw;
MAD R3.xyz, R3, R0, c[5].zwzw;
ADD R2.xyz, R2, c[4].xyxw;
MAD R2.xyz, R2, R1, c[4].zwzw;
MAD R2.xyz, R2, R1, c[5].xyxw;
MAD R2.xyz, R2, R1, c[5].zwzw;
MAD R3.xyz, R3, R0, c[6].xyxw;
SLT R4.x, R1.w, c[3].w;
SGE R4.yz, R1.w, c[6].xzww;
MOV R0.xz, R4;
DP3 R0.y, R4, c[6].xyxw;
DP3 R1.w, R3, -R0;
SGE R0.yz, R0.w, c[6].xzww;
SLT R0.x, R0.w, c[3].w;
MAD R1.xyz, R2, R1, c[6].xyxw;
DP3 R2.y, R0, c[6].xyxw;
MOV R2.xz, R0;
DP3 R0.x, R1, -R2;
MUL R0.z, R0.x, R1.w;
MOV R0.w, c[3].z;
MOV R0.y, R1.w;
MOV result.color, R0;
MUL R0.y, R0.x, c[2].z;
MOV R0.xw, c[0].x;
MUL R0.z, R1.w, c[2].w;
ADD result.position, vertex.position, R0;
END
# 43 instructions, 5 R-regs
