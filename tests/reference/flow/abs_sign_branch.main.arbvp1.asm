!!ARBvp1.0
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -profile arbvp1
# source file: tests/shaders/flow/abs_sign_branch.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile arbvp1
#program main
#semantic main.mvp
#semantic main.mirrorAxis
#var float4 pos : $vin.POSITION : POSITION : 0 : 1
#var float3 N : $vin.NORMAL : NORMAL : 1 : 1
#var float4 hpos : $vout.POSITION : HPOS : 2 : 1
#var float4 color : $vout.COLOR0 : COL0 : 3 : 1
#var float4x4 mvp :  : c[1], 4 : 4 : 1
#var float3 mirrorAxis :  : c[5] : 5 : 1
#const c[0] = 0 2 1
PARAM c[6] = { { 0, 2, 1 },
		program.local[1..5] };
TEMP R0;
TEMP R1;
TEMP R2;
TEMP R3;
DP3 R2.x, vertex.position, c[5];
DP3 R0.x, vertex.normal, c[5];
MUL R0.xyz, R0.x, c[5];
MAD R0.xyz, -R0, c[0].y, vertex.normal;
SLT R1.w, R2.x, c[0].x;
SLT R0.w, c[0].x, R2.x;
SLT R2.w, R0, R1;
ADD R0.w, R0, -R1;
ABS R1.w, R0;
ABS R2.y, R2.w;
SGE R3.x, c[0], R2.y;
ABS R0.xyz, -R0;
MOV R0.w, c[0].z;
MAX R1.xyz, vertex.normal, c[0].x;
MIN R1.w, R1, c[0].z;
ADD R1, R1, -R0;
MAD result.color, R1, R3.x, R0;
MUL R2.xyz, R2.x, c[5];
MUL R0.xyz, R2, c[0].y;
MOV R0.w, vertex.position;
MAD R0.xyz, R2.w, -R0, vertex.position;
DP4 result.position.w, R0, c[4];
DP4 result.position.z, R0, c[3];
DP4 result.position.y, R0, c[2];
DP4 result.position.x, R0, c[1];
END
# 25 instructions, 4 R-regs
