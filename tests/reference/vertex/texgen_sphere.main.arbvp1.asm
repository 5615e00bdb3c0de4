!!ARBvp1.0
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -profile arbvp1
# source file: tests/shaders/vertex/texgen_sphere.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile arbvp1
#program main
#semantic main.modelView
#semantic main.modelViewIT
#semantic main.proj
#semantic main.eyePlaneS
#semantic main.eyePlaneT
#var float4 pos : $vin.POSITION : POSITION : 0 : 1
#var float3 normal : $vin.NORMAL : NORMAL : 1 : 1
#var float4 oPos : $vout.POSITION : HPOS : 2 : 1
#var float4 oT0 : $vout.TEXCOORD0 : TEX0 : 3 : 1
#var float4 oT1 : $vout.TEXCOORD1 : TEX1 : 4 : 1
#var float4x4 modelView :  : c[1], 4 : 5 : 1
#var float4x4 modelViewIT :  : c[5], 4 : 6 : 1
#var float4x4 proj :  : c[9], 4 : 7 : 1
#var float4 eyePlaneS :  : c[13] : 8 : 1
#var float4 eyePlaneT :  : c[14] : 9 : 1
#const c[0] = 0 1 2 0.5
PARAM c[15] = { { 0, 1, 2, 0.5 },
		program.local[1..14] };
TEMP R0;
TEMP R1;
TEMP R2;
MOV R0.xyz, vertex.normal;
MOV R0.w, c[0].x;
DP4 R1.z, R0, c[7];
DP4 R1.y, R0, c[6];
DP4 R1.x, R0, c[5];
DP3 R0.w, R1, R1;
RSQ R0.w, R0.w;
DP4 R0.z, vertex.position, c[3];
DP4 R0.x, vertex.position, c[1];
DP4 R0.y, vertex.position, c[2];
DP3 R1.w, R0, R0;
RSQ R1.w, R1.w;
MUL R2.xyz, R1.w, R0;
MUL R1.xyz, R0.w, R1;
DP3 R0.w, R1, R2;
MUL R1.xyz, R1, R0.w;
MAD R1.xyz, -R1, c[0].z, R2;
MUL R0.w, R1.y, R1.y;
MAD R1.w, R1.x, R1.x, R0;
ADD R0.w, R1.z, c[0].y;
MAD R0.w, R0, R0, R1;
RSQ R0.w, R0.w;
RCP R0.w, R0.w;
MUL R0.w, R0, c[0].z;
RCP R1.z, R0.w;
DP4 R0.w, vertex.position, c[4];
MAD result.texcoord[0].xy, R1, R1.z, c[0].w;
DP4 result.position.w, R0, c[12];
DP4 result.position.z, R0, c[11];
DP4 result.position.y, R0, c[10];
DP4 result.position.x, R0, c[9];
DP4 result.texcoord[1].x, R0, c[13];
DP4 result.texcoord[1].y, R0, c[14];
MOV result.texcoord[0].zw, c[0].xyxy;
MOV result.texcoord[1].zw, c[0].xyxy;
END
# 35 instructions, 3 R-regs
