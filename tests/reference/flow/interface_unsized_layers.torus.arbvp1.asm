!!ARBvp1.0
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -profile arbvp1
# source file: tests/shaders/flow/interface_unsized_layers.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile arbvp1
#program torus
#semantic torus.mvp
#semantic torus.info
#semantic yellow
#semantic layers
#var float2 p : $vin.POSITION : POSITION : 0 : 1
#var float4 position : $vout.POSITION : HPOS : 1 : 1
#var float2 uv : $vout.TEXCOORD0 : TEX0 : 2 : 1
#var float4x4 mvp :  : c[1], 4 : 3 : 1
#var float2 info :  : c[5] : 4 : 1
#var float4 yellow.constant :  :  : -1 : 0
#const c[0] = 0.99999982 0 -24.980801 60.145809
#const c[6] = 0.25 0.5 0.75 1
#const c[7] = -85.453789 64.939346 -19.73921 1
#const c[8] = 1 -1 -6 2
#default yellow.constant = 0.80000001 0.80000001 0.2 0.69999999
PARAM c[9] = { { 0.99999982, 0, -24.980801, 60.145809 },
		program.local[1..5],
		{ 0.25, 0.5, 0.75, 1 },
		{ -85.453789, 64.939346, -19.73921, 1 },
		{ 1, -1, -6, 2 } };
TEMP R0;
TEMP R1;
TEMP R2;
MUL R0.x, vertex.position, c[0];
FRC R1.z, R0.x;
SLT R0, R1.z, c[6];
ADD R2.xyz, R0.yzww, -R0;
MOV R0.yzw, R2.xxyz;
DP4 R1.y, R0, c[6].xxzz;
DP3 R1.x, R2, c[6].yyww;
ADD R1.xy, R1.z, -R1;
MUL R2.xy, R1, R1;
MUL R2.zw, R2.xyxy, R2.xyxy;
MUL R1, R2.zzww, c[0].zwzw;
ADD R1, R1, c[7].xyxy;
MAD R1, R1, R2.zzww, c[7].zwzw;
MAD R1.xy, R1.xzzw, R2, R1.ywzw;
DP4 R1.w, R0, c[8].xxyy;
DP4 R1.z, R0, c[8].xyyx;
MUL R1.xy, R1.zwzw, R1;
MAD R0.x, R1, c[5].y, c[5];
MUL R0.xy, R0.x, R1;
MOV R0.w, c[6];
MUL R0.z, R1.y, c[5].y;
DP4 result.position.w, R0, c[4];
DP4 result.position.z, R0, c[3];
DP4 result.position.y, R0, c[2];
DP4 result.position.x, R0, c[1];
MUL result.texcoord[0].xy, vertex.position, c[8].zwzw;
END
# 26 instructions, 3 R-regs
