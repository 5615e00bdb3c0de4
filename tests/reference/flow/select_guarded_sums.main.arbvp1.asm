!!ARBvp1.0
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -profile arbvp1
# source file: tests/shaders/flow/select_guarded_sums.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile arbvp1
#program main
#semantic main.mvp
#semantic main.eye
#semantic main.light_pos
#semantic main.light_color
#semantic main.rim_enabled
#semantic main.rim_power
#var float4 position : $vin.POSITION : POSITION : 0 : 1
#var float3 normal : $vin.NORMAL : NORMAL : 1 : 1
#var float4x4 mvp :  : c[1], 4 : 2 : 1
#var float3 eye :  : c[5] : 3 : 1
#var float4 light_pos[0] :  : c[6] : 4 : 1
#var float4 light_pos[1] :  : c[7] : 4 : 1
#var float4 light_pos[2] :  : c[8] : 4 : 1
#var float4 light_color[0] :  : c[9] : 5 : 1
#var float4 light_color[1] :  : c[10] : 5 : 1
#var float4 light_color[2] :  : c[11] : 5 : 1
#var bool rim_enabled :  : c[12] : 6 : 1
#var float rim_power :  : c[13] : 7 : 1
#var float4 main.hpos : $vout.POSITION : HPOS : -1 : 1
#var float4 main.diffuse : $vout.COLOR0 : COL0 : -1 : 1
#var float4 main.rim : $vout.COLOR1 : COL1 : -1 : 1
#const c[0] = 0.1 1 0 0.25
#const c[14] = 0.5
PARAM c[15] = { { 0.1, 1, 0, 0.25 },
		program.local[1..13],
		{ 0.5 } };
TEMP R0;
TEMP R1;
TEMP R2;
TEMP R3;
ADD R0.xyz, -vertex.position, c[6];
DP3 R0.w, R0, R0;
RSQ R1.x, R0.w;
MUL R0.xyz, R1.x, R0;
DP3 R0.x, vertex.normal, R0;
SLT R1.y, c[0].z, R0.x;
RCP R1.w, R1.x;
SLT R1.w, c[6], R1;
ABS R2.x, R1.w;
MUL R0, R0.x, c[9];
MAD R0, R0, R1.y, c[0].xxxy;
ADD R1.xyz, -vertex.position, c[7];
DP3 R2.y, R1, R1;
RSQ R1.w, R2.y;
SGE R2.x, c[0].z, R2;
RCP R2.y, R1.w;
SLT R2.y, c[7].w, R2;
MAD R0.w, R2.x, c[0], R0;
MUL R1.xyz, R1.w, R1;
DP3 R2.x, vertex.normal, R1;
MUL R1, R2.x, c[10];
SLT R2.x, c[0].z, R2;
MAD R0, R1, R2.x, R0;
ABS R2.y, R2;
SGE R1.x, c[0].z, R2.y;
MAD R0.w, R1.x, c[0], R0;
ADD R1.xyz, -vertex.position, c[8];
DP3 R1.w, R1, R1;
RSQ R2.w, R1.w;
ADD R2.xyz, -vertex.position, c[5];
DP3 R1.w, R2, R2;
MUL R1.xyz, R2.w, R1;
RSQ R1.w, R1.w;
DP3 R3.x, vertex.normal, R1;
MUL R2.xyz, R1.w, R2;
MUL R1, R3.x, c[11];
SLT R3.x, c[0].z, R3;
MAD R0, R1, R3.x, R0;
DP3 R1.y, vertex.normal, R2;
RCP R1.x, R2.w;
MIN R1.y, R1, c[0];
SLT R1.x, c[8].w, R1;
MAX R1.y, R1, c[0].z;
ABS R1.x, R1;
SGE R1.x, c[0].z, R1;
ADD R1.y, -R1, c[0];
MOV result.color.xyz, R0;
MAD result.color.w, R1.x, c[0], R0;
SLT R0.w, c[14].x, R1.y;
MUL R0.y, R0.w, c[12].x;
POW R0.x, R1.y, c[13].x;
MUL result.color.secondary.xyz, R0.x, R0.y;
DP4 result.position.w, vertex.position, c[4];
DP4 result.position.z, vertex.position, c[3];
DP4 result.position.y, vertex.position, c[2];
DP4 result.position.x, vertex.position, c[1];
MOV result.color.secondary.w, c[0].y;
END
# 57 instructions, 4 R-regs
