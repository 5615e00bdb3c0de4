!!ARBvp1.0
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -profile arbvp1
# source file: tests/shaders/stdlib/int_args.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile arbvp1
#program vmain
#var float4 p : $vin.POSITION : POSITION : 0 : 1
#var float4 idx : $vin.TEXCOORD0 : TEXCOORD0 : 1 : 1
#var float4 hpos : $vout.POSITION : HPOS : 2 : 1
#var float4 t0 : $vout.TEXCOORD0 : TEX0 : 3 : 1
#var float4 t1 : $vout.TEXCOORD1 : TEX1 : 4 : 1
#const c[0] = 4 0 3 2
#const c[1] = 1 24.980801 -24.980801 0.15915491
#const c[2] = 0 0.5 1 0.25
#const c[3] = -60.145809 60.145809 85.453789 -85.453789
#const c[4] = -64.939346 64.939346 19.73921 -19.73921
#const c[5] = -1 1 -9 0.75
PARAM c[6] = { { 4, 0, 3, 2 },
		{ 1, 24.980801, -24.980801, 0.15915491 },
		{ 0, 0.5, 1, 0.25 },
		{ -60.145809, 60.145809, 85.453789, -85.453789 },
		{ -64.939346, 64.939346, 19.73921, -19.73921 },
		{ -1, 1, -9, 0.75 } };
TEMP R0;
TEMP R1;
TEMP R2;
MUL R0.x, vertex.texcoord[0], c[0];
MUL R2.xy, vertex.texcoord[0].yzzw, c[0].z;
ABS R0.y, R0.x;
FLR R0.y, R0;
SLT R0.z, R0.x, c[0].y;
ADD R0.x, -R0.y, -R0.y;
MAD R0.w, R0.x, R0.z, R0.y;
MUL R0.x, R0.w, c[1].w;
ADD R0.x, R0, -c[2].w;
FRC R1.w, R0.x;
ADD R0.xyz, -R1.w, c[2];
MUL R0.xyz, R0, R0;
MUL R1.xyz, R0, c[1].yzyw;
ADD R1.xyz, R1, c[3].xyxw;
MAD R1.xyz, R1, R0, c[3].zwzw;
MAD R1.xyz, R1, R0, c[4].xyxw;
MAD R1.xyz, R1, R0, c[4].zwzw;
MAD R0.xyz, R1, R0, c[5].xyxw;
SLT R1.x, R1.w, c[2].w;
SGE R1.yz, R1.w, c[5].xzww;
DP3 R1.y, R1, c[5].xyxw;
DP3 R1.w, R0, -R1;
ABS R0.xy, R2;
ABS R1.x, R0.w;
RSQ R0.z, R1.x;
FLR R0.xy, R0;
SLT R2.zw, R2.xyxy, c[0].y;
ADD R2.xy, -R0, -R0;
MAD R0.xy, R2, R2.zwzw, R0;
FLR R1.y, R0.x;
RCP R1.z, R0.z;
MAX result.texcoord[0].zw, R0.xyxy, c[1].x;
MIN R0.xy, R0.w, c[0].zwzw;
MOV result.texcoord[1], R1;
MOV result.position, vertex.position;
MAX result.texcoord[0].x, R0, c[0].y;
MOV result.texcoord[0].y, R0;
END
# 37 instructions, 3 R-regs
