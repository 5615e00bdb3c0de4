!!ARBvp1.0
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -profile arbvp1
# source file: tests/shaders/stdlib/minmax.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile arbvp1
#program vmain
#semantic vmain.lo
#semantic vmain.hi
#var float4 p : $vin.POSITION : POSITION : 0 : 1
#var float4 a : $vin.TEXCOORD0 : TEXCOORD0 : 1 : 1
#var float4 b : $vin.TEXCOORD1 : TEXCOORD1 : 2 : 1
#var float lo :  : c[1] : 3 : 1
#var float hi :  : c[2] : 4 : 1
#var float4 hpos : $vout.POSITION : HPOS : 5 : 1
#var float4 t0 : $vout.TEXCOORD0 : TEX0 : 6 : 1
#var float4 t1 : $vout.TEXCOORD1 : TEX1 : 7 : 1
#var float4 t2 : $vout.TEXCOORD2 : TEX2 : 8 : 1
#const c[0] = 0.5 0.66666669 1 0.25
#const c[3] = 0.30000001 0 3 2
#const c[4] = 4 1.5
PARAM c[5] = { { 0.5, 0.66666669, 1, 0.25 },
		program.local[1..2],
		{ 0.30000001, 0, 3, 2 },
		{ 4, 1.5 } };
TEMP R0;
TEMP R1;
TEMP R2;
TEMP R3;
MOV R0, vertex.texcoord[0];
SGE R1, vertex.texcoord[1], R0;
ADD R2.xy, vertex.texcoord[0].zwzw, -c[1].x;
ADD R0, vertex.texcoord[1], -R0;
MUL R3.xy, R2, c[0].x;
MAD R2, R0, c[3].x, vertex.texcoord[0];
ADD R1, R1, R2;
MUL R2.z, vertex.texcoord[0].x, c[4].x;
MIN R0.zw, R3.xyxy, c[0].z;
MAX R0.zw, R0, c[3].y;
MUL R2.xy, R0.zwzw, R0.zwzw;
MAD R0.zw, -R0, c[3].w, c[3].z;
MUL R0.zw, R2.xyxy, R0;
MUL R2.w, R2.z, c[0].y;
ABS R2.x, R2.w;
SLT R2.y, R2.z, c[3];
ABS R2.y, R2;
MAD R0.xy, vertex.texcoord[0].zwzw, R0, vertex.texcoord[0];
ADD R0, R1, R0;
FRC R2.x, R2;
SGE R2.z, c[3].y, R2.y;
MUL R2.x, R2, c[4].y;
ADD R2.y, R2.x, R2.x;
MAD R2.x, R2.y, R2.z, -R2;
ADD result.texcoord[2].x, R0, R2;
MOV result.texcoord[2].yzw, R0;
ADD R0, vertex.texcoord[1], c[0].z;
MIN R0, vertex.texcoord[0], R0;
MAX R2, vertex.texcoord[1], c[1].x;
MIN R1, vertex.texcoord[0], c[0].w;
MAX R0, vertex.texcoord[1], R0;
ADD R0, R0, R1;
ADD result.texcoord[1], R0, R2;
MOV R0.xyz, vertex.texcoord[1];
MIN result.texcoord[0].x, vertex.texcoord[0], R0;
MIN R0.x, vertex.texcoord[0].w, c[2];
MOV result.position, vertex.position;
MAX result.texcoord[0].yz, vertex.texcoord[0], R0;
MAX result.texcoord[0].w, R0.x, c[1].x;
END
# 39 instructions, 4 R-regs
