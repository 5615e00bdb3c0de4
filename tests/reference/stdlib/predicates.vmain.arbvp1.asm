!!ARBvp1.0
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -profile arbvp1
# source file: tests/shaders/stdlib/predicates.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile arbvp1
#program vmain
#var float4 p : $vin.POSITION : POSITION : 0 : 1
#var float4 a : $vin.TEXCOORD0 : TEXCOORD0 : 1 : 1
#var float4 hpos : $vout.POSITION : HPOS : 2 : 1
#var float4 t0 : $vout.TEXCOORD0 : TEX0 : 3 : 1
#var float4 t1 : $vout.TEXCOORD1 : TEX1 : 4 : 1
#const c[0] = -1 0 0.5 2
#const c[1] = 1
PARAM c[2] = { { -1, 0, 0.5, 2 },
		{ 1 } };
TEMP R0;
TEMP R1;
TEMP R2;
SLT R0, c[0].y, vertex.texcoord[0];
MUL R2.x, R0, R0.y;
MUL R0.z, R2.x, R0;
ADD R1, vertex.texcoord[0], -vertex.texcoord[0];
ABS R1, R1;
SLT R1, c[0].y, R1;
ADD result.texcoord[0].y, R0.x, R0;
SLT R0.xy, c[0].z, vertex.texcoord[0].zwzw;
ADD result.texcoord[0].w, R0.x, R0.y;
MAD R0.x, -vertex.texcoord[0].z, c[0].w, vertex.texcoord[0].z;
ABS R0.y, vertex.texcoord[0].z;
ABS R0.x, R0;
ADD R2.x, R1, R1.y;
MUL result.texcoord[0].x, R0.z, R0.w;
ADD R0.z, R2.x, R1;
ADD R0.z, R0, R1.w;
ABS R0.w, R0.z;
ABS R2, vertex.texcoord[0];
SLT R2, c[0].y, R2;
MUL R0.z, R2.x, R2.y;
MUL R0.z, R0, R2;
SGE R0.w, c[0].y, R0;
MAD R0.w, R0, c[0].x, R1.x;
SLT R0.y, c[0], R0;
SGE R0.x, c[0].y, R0;
MUL result.texcoord[1].z, R0.x, R0.y;
ADD R0.x, vertex.texcoord[0].w, -vertex.texcoord[0].w;
ABS R0.x, R0;
MAD R0.y, -vertex.texcoord[0].w, c[0].w, vertex.texcoord[0].w;
MUL result.texcoord[0].z, R0, R2.w;
ABS R0.z, R0.y;
ABS R0.y, vertex.texcoord[0].w;
SLT R0.z, c[0].y, R0;
SGE R0.y, c[0], R0;
ADD R0.y, R0, R0.z;
SGE R0.x, c[0].y, R0;
ADD result.texcoord[1].x, R0.w, c[1];
MOV result.position, vertex.position;
MOV result.texcoord[1].y, R1;
MUL result.texcoord[1].w, R0.x, R0.y;
END
# 40 instructions, 3 R-regs
