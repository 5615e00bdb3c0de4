!!ARBvp1.0
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -profile arbvp1
# source file: tests/shaders/vertex/select_same_value.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile arbvp1
#program main
#semantic main.bones
#semantic main.modelViewProj
#semantic main.weight
#var float4 position : $vin.POSITION : POSITION : 0 : 1
#var float3 normal : $vin.NORMAL : NORMAL : 1 : 1
#var float4 weights : $vin.TEXCOORD0 : TEXCOORD0 : 2 : 1
#var float4x4 bones :  : c[1], 4 : 3 : 1
#var float4x4 modelViewProj :  : c[5], 4 : 4 : 1
#var float weight :  : c[9] : 5 : 1
#var float4 main.clip : $vout.POSITION : HPOS : -1 : 1
#var float4 main.colour : $vout.COLOR0 : COL0 : -1 : 1
#var float4 main.mirrored : $vout.TEXCOORD0 : TEX0 : -1 : 1
#const c[0] = 0 0.5 1
PARAM c[10] = { { 0, 0.5, 1 },
		program.local[1..9] };
TEMP R0;
TEMP R1;
TEMP R2;
MOV R0, c[2];
MUL R1, R0, c[9].x;
MOV R0, c[1];
MAD R1, R0, c[9].x, R1;
MOV R0, c[3];
MAD R1, R0, c[9].x, R1;
MOV R0, c[4];
MAD R0, R0, c[9].x, R1;
MUL R1, R0.y, c[2];
MAD R1, R0.x, c[1], R1;
SGE R0.x, c[0], vertex.texcoord[0].w;
ABS R2.x, R0;
MAD R1, R0.z, c[3], R1;
MAD R0, R0.w, c[4], R1;
ADD R1, R0, -R0;
SGE R2.x, c[0], R2;
MAD R1, R1, R2.x, R0;
DP4 R0.w, vertex.position, c[8];
DP4 R0.z, vertex.position, c[7];
DP4 R0.x, vertex.position, c[5];
DP4 R0.y, vertex.position, c[6];
ADD result.position, R1, R0;
SLT R1.x, c[0].y, vertex.texcoord[0];
ABS R1.x, R1;
SGE R2.x, c[0], R1;
MOV R0.xyz, vertex.normal;
MOV R0.w, c[0].z;
MUL R0, vertex.texcoord[0], R0;
ADD R1, R0.wzyx, -R0;
MAD result.texcoord[0], R1, R2.x, R0;
MAD result.color.xyz, vertex.normal, c[0].y, c[0].y;
MOV result.color.w, c[0].z;
END
# 32 instructions, 3 R-regs
