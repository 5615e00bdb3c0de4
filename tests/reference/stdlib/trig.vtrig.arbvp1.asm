!!ARBvp1.0
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -profile arbvp1
# source file: tests/shaders/stdlib/trig.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile arbvp1
#program vtrig
#var float4 p : $vin.POSITION : POSITION : 0 : 1
#var float4 a : $vin.TEXCOORD0 : TEXCOORD0 : 1 : 1
#var float4 hpos : $vout.POSITION : HPOS : 2 : 1
#var float4 t0 : $vout.TEXCOORD0 : TEX0 : 3 : 1
#var float4 t1 : $vout.TEXCOORD1 : TEX1 : 4 : 1
#const c[0] = 0 1 0.47746474 0.5
#const c[1] = -24.980801 60.145809 0.25 0.75
#const c[2] = 0.25 0.5 0.75 1
#const c[3] = -85.453789 64.939346 -19.73921 1
#const c[4] = 1 -1 24.980801 -24.980801
#const c[5] = -60.145809 60.145809 85.453789 -85.453789
#const c[6] = -64.939346 64.939346 19.73921 -19.73921
#const c[7] = -9 0.75 0.15915491
PARAM c[8] = { { 0, 1, 0.47746474, 0.5 },
		{ -24.980801, 60.145809, 0.25, 0.75 },
		{ 0.25, 0.5, 0.75, 1 },
		{ -85.453789, 64.939346, -19.73921, 1 },
		{ 1, -1, 24.980801, -24.980801 },
		{ -60.145809, 60.145809, 85.453789, -85.453789 },
		{ -64.939346, 64.939346, 19.73921, -19.73921 },
		{ -9, 0.75, 0.15915491 } };
TEMP R0;
TEMP R1;
TEMP R2;
TEMP R3;
TEMP R4;
MUL R0.x, vertex.texcoord[0].w, c[0].z;
FRC R2.x, R0;
SLT R1, R2.x, c[2];
ADD R0.xyz, R1.yzww, -R1;
MOV R1.yzw, R0.xxyz;
DP4 R0.w, R1, c[1].zzww;
DP3 R0.z, R0, c[0].wwyw;
ADD R0.xy, R2.x, -R0.zwzw;
MUL R4.xy, R0, R0;
MUL R2.y, vertex.texcoord[0].x, c[0].z;
ADD R0.z, R2.y, -c[1];
FRC R2.w, R0.z;
MUL R4.zw, R4.xyxy, R4.xyxy;
MUL R0, R4.zzww, c[1].xyxy;
ADD R2.xyz, -R2.w, c[0].xwyw;
MUL R2.xyz, R2, R2;
MUL R3.xyz, R2, c[4].zwzw;
ADD R0, R0, c[3].xyxy;
MAD R0, R0, R4.zzww, c[3].zwzw;
MAD R4.xy, R0.xzzw, R4, R0.ywzw;
ADD R3.xyz, R3, c[5].xyxw;
MAD R0.xyz, R3, R2, c[5].zwzw;
MAD R0.xyz, R0, R2, c[6].xyxw;
MAD R0.xyz, R0, R2, c[6].zwzw;
MAD R0.xyz, R0, R2, c[4].yxyw;
DP4 R3.y, R1, c[4].xxyy;
DP4 R3.x, R1, c[4].xyyx;
MUL R1.xy, R3, R4;
SLT R2.x, R2.w, c[1].z;
SGE R2.yz, R2.w, c[7].xxyw;
MOV result.texcoord[0].w, R1.y;
MOV result.texcoord[1].x, R1;
MOV R1.xz, R2;
DP3 R1.y, R2, c[4].yxyw;
DP3 result.texcoord[0].x, R0, -R1;
MUL R0.x, vertex.texcoord[0].y, c[7].z;
FRC R1.w, R0.x;
MUL R0.y, vertex.texcoord[0].z, c[7].z;
FRC R0.w, R0.y;
ADD R1.xyz, -R0.w, c[0].xwyw;
MUL R2.xyz, R1, R1;
MUL R3.xyz, R2, c[4].zwzw;
ADD R0.xyz, -R1.w, c[0].xwyw;
MUL R0.xyz, R0, R0;
MUL R1.xyz, R0, c[4].zwzw;
ADD R1.xyz, R1, c[5].xyxw;
MAD R1.xyz, R1, R0, c[5].zwzw;
MAD R1.xyz, R1, R0, c[6].xyxw;
MAD R1.xyz, R1, R0, c[6].zwzw;
ADD R3.xyz, R3, c[5].xyxw;
MAD R3.xyz, R3, R2, c[5].zwzw;
MAD R3.xyz, R3, R2, c[6].xyxw;
MAD R1.xyz, R1, R0, c[4].yxyw;
MAD R3.xyz, R3, R2, c[6].zwzw;
SLT R4.x, R1.w, c[1].z;
SGE R4.yz, R1.w, c[7].xxyw;
MOV R0.xz, R4;
DP3 R0.y, R4, c[4].yxyw;
DP3 result.texcoord[0].y, R1, -R0;
MAD R0.xyz, R3, R2, c[4].yxyw;
SLT R2.x, R0.w, c[1].z;
SGE R2.yz, R0.w, c[7].xxyw;
MOV R1.xz, R2;
DP3 R1.y, R2, c[4].yxyw;
DP3 result.texcoord[0].z, R0, -R1;
MOV result.position, vertex.position;
MOV result.texcoord[1].yzw, c[0].xxxy;
END
# 67 instructions, 5 R-regs
