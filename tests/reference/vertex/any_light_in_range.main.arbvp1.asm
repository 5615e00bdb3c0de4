!!ARBvp1.0
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -profile arbvp1
# source file: tests/shaders/vertex/any_light_in_range.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile arbvp1
#program main
#semantic main.mvp
#semantic main.light_x_y_z
#semantic main.light_range
#semantic main.lit_color
#semantic main.dark_color
#semantic main.fog_far
#var float4 position : $vin.POSITION : POSITION : 0 : 1
#var float3 normal : $vin.NORMAL : NORMAL : 1 : 1
#var float4x4 mvp :  : c[1], 4 : 2 : 1
#var float4x4 light_x_y_z :  : c[5], 4 : 3 : 1
#var float4 light_range :  : c[9] : 4 : 1
#var float4 lit_color :  : c[10] : 5 : 1
#var float4 dark_color :  : c[11] : 6 : 1
#var float fog_far :  : c[12] : 7 : 1
#var float4 main.hpos : $vout.POSITION : HPOS : -1 : 1
#var float4 main.color : $vout.COLOR0 : COL0 : -1 : 1
#var float4 main.rim : $vout.COLOR1 : COL1 : -1 : 1
#var float main.fog : $vout.FOG : FOGC : -1 : 1
#const c[0] = 0.75 0 0.25 -0.5
#const c[13] = 1 -1
PARAM c[14] = { { 0.75, 0, 0.25, -0.5 },
		program.local[1..12],
		{ 1, -1 } };
TEMP R0;
TEMP R1;
TEMP R2;
ADD R0, -vertex.position.y, c[6];
MUL R1, R0, R0;
ADD R0, -vertex.position.x, c[5];
MAD R1, R0, R0, R1;
ADD R0, -vertex.position.z, c[7];
MAD R0, R0, R0, R1;
MUL R2, c[9], c[9];
SLT R1, R0, R2;
SLT R0, c[12].x, R0;
ADD R1.x, R1, R1.y;
ADD R1.x, R1, R1.z;
ADD R1.w, R1.x, R1;
ABS R1.x, R1.w;
SGE R2.x, c[0].y, R1;
ADD R0.y, R0.x, R0;
ADD R0.y, R0, R0.z;
ABS R1.x, R2;
SGE R1.x, c[0].y, R1;
MAD result.color.w, R1.x, c[0].x, c[0].z;
MOV R1.xyz, c[10];
ADD R1.xyz, -R1, c[11];
MUL R2.y, R2.x, c[0].w;
ADD R2.y, R2, c[13].x;
MAD result.color.xyz, R2.x, R1, c[10];
SLT R1.x, c[0].y, vertex.normal.z;
MUL R1.x, R1.w, R1;
ABS R0.x, R1;
SGE R0.x, c[0].y, R0;
ADD R0.y, R0, R0.w;
ABS R0.y, R0;
MAD result.color.secondary.w, R0.x, c[13].y, c[13].x;
DP4 R0.x, vertex.position, c[3];
SGE R0.z, c[0].y, R0.y;
ADD R0.y, R0.x, -c[12].x;
MUL result.color.secondary.xyz, vertex.normal, R2.y;
MAD result.fogcoord.x, R0.y, R0.z, c[12];
DP4 result.position.w, vertex.position, c[4];
MOV result.position.z, R0.x;
DP4 result.position.y, vertex.position, c[2];
DP4 result.position.x, vertex.position, c[1];
END
# 40 instructions, 3 R-regs
