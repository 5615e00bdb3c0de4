!!ARBvp1.0
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -profile arbvp1
# source file: tests/shaders/flow/early_return_nested.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile arbvp1
#program main
#semantic main.mvp
#semantic main.eye
#semantic main.range
#semantic main.cNear
#semantic main.cMid
#semantic main.cFar
#var float4 pos : $vin.POSITION : POSITION : 0 : 1
#var float4 hpos : $vout.POSITION : HPOS : 1 : 1
#var float4 color : $vout.COLOR0 : COL0 : 2 : 1
#var float4x4 mvp :  : c[1], 4 : 3 : 1
#var float3 eye :  : c[5] : 4 : 1
#var float2 range :  : c[6] : 5 : 1
#var float4 cNear :  : c[7] : 6 : 1
#var float4 cMid :  : c[8] : 7 : 1
#var float4 cFar :  : c[9] : 8 : 1
#const c[0] = -1 1 0 0.5
PARAM c[10] = { { -1, 1, 0, 0.5 },
		program.local[1..9] };
TEMP R0;
TEMP R1;
TEMP R2;
TEMP R3;
ADD R1.xyz, -vertex.position, c[5];
DP3 R1.x, R1, R1;
RSQ R1.x, R1.x;
RCP R2.x, R1.x;
ADD R1, -R0, c[7];
SLT R2.y, R2.x, c[6].x;
MAD R0, R1, R2.y, R0;
SLT R1.x, c[6].y, R2;
MAD R2.y, R2, c[0].x, c[0];
MUL R2.w, R2.y, R1.x;
SLT R1.y, c[0].z, vertex.position;
MUL R3.x, R2.w, R1.y;
ADD R1, -R0, c[9];
MAD R0, R1, R3.x, R0;
MAD R2.z, R3.x, -R2.y, R2.y;
MUL R2.w, R2, R2.z;
MAD R2.z, R2.w, -R2, R2;
MUL R2.y, R2, R2.z;
MOV R1.x, c[0].w;
MAD R1, R1.x, c[9], -R0;
MAD R0, R1, R2.w, R0;
MOV R1, c[7];
ADD R2.z, c[6].y, -c[6].x;
ADD R1, -R1, c[8];
RCP R2.z, R2.z;
ADD R2.x, R2, -c[6];
MUL R2.x, R2, R2.z;
MAD R1, R2.x, R1, c[7];
ADD R1, R1, -R0;
MAD result.color, R1, R2.y, R0;
DP4 result.position.w, vertex.position, c[4];
DP4 result.position.z, vertex.position, c[3];
DP4 result.position.y, vertex.position, c[2];
DP4 result.position.x, vertex.position, c[1];
END
# 34 instructions, 4 R-regs
