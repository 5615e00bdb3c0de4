!!ARBvp1.0
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -profile arbvp1
# source file: tests/shaders/stdlib/glsl_functions.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile arbvp1
#program vmain
#semantic vmain.mvp
#semantic vmain.tint
#var float4 position : $vin.POSITION : POSITION : 0 : 1
#var float4 weights : $vin.TEXCOORD0 : TEXCOORD0 : 1 : 1
#var float3 normal : $vin.NORMAL : NORMAL : 2 : 1
#var float4x4 mvp :  : c[1], 4 : 3 : 1
#var float4x4 tint :  : c[5], 4 : 4 : 1
#var float4 hpos : $vout.POSITION : HPOS : 5 : 1
#var float4 shade : $vout.TEXCOORD0 : TEX0 : 6 : 1
#var float4 flags : $vout.TEXCOORD1 : TEX1 : 7 : 1
#const c[0] = 1 0.69314718 0
PARAM c[9] = { { 1, 0.69314718, 0 },
		program.local[1..8] };
TEMP R0;
TEMP R1;
TEMP R2;
TEMP R3;
MOV R0.xyz, vertex.normal;
MOV R0.w, c[0].x;
MUL R1, vertex.texcoord[0].wxyz, c[8];
DP4 R1.w, R1, R0;
MUL R2, vertex.texcoord[0].zwxy, c[7];
DP4 R1.z, R0, R2;
MUL R2, vertex.texcoord[0].yzwx, c[6];
DP4 R1.y, R0, R2;
MAD R1.x, vertex.texcoord[0], vertex.texcoord[0], c[0];
RSQ R1.x, R1.x;
RCP R1.x, R1.x;
MUL R2, vertex.texcoord[0], c[5];
ADD R3.x, vertex.texcoord[0], R1;
DP4 R1.x, R0, R2;
LG2 R0.x, R3.x;
MUL R0.w, R0.x, c[0].y;
MOV R0.xyz, vertex.normal.zxyw;
ADD result.texcoord[0], R1, R0;
MOV R2, vertex.position;
MOV R0.xy, vertex.texcoord[0];
SLT R0.zw, c[0].z, vertex.normal.xyxy;
ADD R0.xy, vertex.normal, -R0;
ABS R0.zw, R0;
ABS R0.xy, R0;
SLT R1, vertex.texcoord[0], R2;
SGE R0.zw, c[0].z, R0;
SLT R0.xy, c[0].z, R0;
ADD result.texcoord[1], R1, R0;
DP4 result.position.w, vertex.position, c[4];
DP4 result.position.z, vertex.position, c[3];
DP4 result.position.y, vertex.position, c[2];
DP4 result.position.x, vertex.position, c[1];
END
# 32 instructions, 4 R-regs
