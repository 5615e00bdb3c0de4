!!ARBvp1.0
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -profile arbvp1
# source file: tests/shaders/stdlib/frexp_ldexp.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile arbvp1
#program vmain
#var float4 p : $vin.POSITION : POSITION : 0 : 1
#var float4 a : $vin.TEXCOORD0 : TEXCOORD0 : 1 : 1
#var float4 hpos : $vout.POSITION : HPOS : 2 : 1
#var float4 t0 : $vout.TEXCOORD0 : TEX0 : 3 : 1
#var float4 t1 : $vout.TEXCOORD1 : TEX1 : 4 : 1
#const c[0] = 10 0 1 7
#const c[1] = 5 8
PARAM c[2] = { { 10, 0, 1, 7 },
		{ 5, 8 } };
TEMP R0;
TEMP R1;
MUL R0.zw, vertex.texcoord[0], c[1].x;
FLR R1.xy, R0.zwzw;
FLR R0.xy, -R0.zwzw;
ADD R0.xy, -R0, -R1;
SLT R1.zw, R0, c[0].y;
MAD R0.xy, R0, R1.zwzw, R1;
ADD R0.zw, R0, -R0.xyxy;
ADD result.texcoord[1].z, R0, R0.y;
MUL R0.y, vertex.texcoord[0], c[0].w;
SLT R1.y, R0, c[0];
ABS R1.z, R1.y;
MOV result.texcoord[1].w, R0;
FLR R0.w, -R0.y;
FLR R0.x, R0.y;
ADD R1.x, R0, R0.w;
MUL R0.x, vertex.texcoord[0], c[0];
ABS R0.z, R0.x;
LG2 R1.y, R0.z;
SGE R1.z, c[0].y, R1;
MAD R0.w, R1.x, R1.z, -R0;
FLR R1.y, R1;
SLT R0.z, c[0].y, R0;
ADD R1.x, R1.y, c[0].z;
MUL R1.x, R0.z, R1;
ADD R0.z, R0.y, -R0.w;
EX2 R0.y, -R1.x;
MUL R0.x, R0, R0.y;
MOV R0.y, R1.x;
MOV result.texcoord[0], R0;
EX2 R0.y, R1.x;
MOV result.position, vertex.position;
MUL result.texcoord[1].x, R0, R0.y;
MUL result.texcoord[1].y, vertex.texcoord[0].z, c[1];
END
# 33 instructions, 2 R-regs
