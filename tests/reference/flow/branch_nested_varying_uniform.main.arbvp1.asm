!!ARBvp1.0
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -profile arbvp1
# source file: tests/shaders/flow/branch_nested_varying_uniform.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile arbvp1
#program main
#semantic main.mvp
#semantic main.eye
#semantic main.morphEnabled
#semantic main.morphRange
#var float4 pos : $vin.POSITION : POSITION : 0 : 1
#var float4 morph : $vin.TEXCOORD1 : TEXCOORD1 : 1 : 1
#var float4 hpos : $vout.POSITION : HPOS : 2 : 1
#var float4 color : $vout.COLOR0 : COL0 : 3 : 1
#var float4x4 mvp :  : c[1], 4 : 4 : 1
#var float3 eye :  : c[5] : 5 : 1
#var bool morphEnabled :  : c[6] : 6 : 1
#var float2 morphRange :  : c[7] : 7 : 1
#const c[0] = 0 1 0.5
PARAM c[8] = { { 0, 1, 0.5 },
		program.local[1..7] };
TEMP R0;
TEMP R1;
TEMP R2;
TEMP R3;
ADD R0.xyz, -vertex.position, c[5];
DP3 R0.x, R0, R0;
RSQ R0.y, R0.x;
RCP R0.z, R0.y;
ADD R0.x, c[7].y, -c[7];
ADD R0.y, R0.z, -c[7].x;
RCP R0.x, R0.x;
MUL R0.x, R0.y, R0;
MIN R0.y, R0.x, c[0];
SLT R0.x, c[7], R0.z;
MUL R2.x, R0, c[6];
MAX R0.x, R0.y, c[0];
SLT R2.y, c[0].z, vertex.texcoord[1].w;
MUL R2.z, R2.x, R2.y;
ADD R0.y, -R0.x, c[0];
MOV R0.zw, c[0].xyxy;
ADD R1, R0, -c[0].xyxy;
ABS R0.y, R2;
SGE R2.y, c[0].x, R0;
MOV R0.yzw, vertex.position.xxyz;
ADD R0.yzw, vertex.texcoord[1].xxyz, -R0;
MOV R3.z, R0.x;
MUL R0.xyz, R0.x, R0.yzww;
MOV R0.w, vertex.position;
MAD R0.xyz, R2.z, R0, vertex.position;
MAD R1, R1, R2.z, c[0].xyxy;
MOV R3.xyw, c[0].xxzy;
ADD R3, R3, -R1;
MUL R2.x, R2, R2.y;
MAD result.color, R3, R2.x, R1;
DP4 result.position.w, R0, c[4];
DP4 result.position.z, R0, c[3];
DP4 result.position.y, R0, c[2];
DP4 result.position.x, R0, c[1];
END
# 34 instructions, 4 R-regs
