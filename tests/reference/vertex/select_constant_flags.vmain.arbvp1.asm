!!ARBvp1.0
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -profile arbvp1
# source file: tests/shaders/vertex/select_constant_flags.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile arbvp1
#program vmain
#semantic vmain.mvp
#semantic vmain.eye
#semantic vmain.fog_start
#semantic vmain.light_range
#var float4 position : $vin.POSITION : POSITION : 0 : 1
#var float3 normal : $vin.NORMAL : NORMAL : 1 : 1
#var float4x4 mvp :  : c[1], 4 : 2 : 1
#var float3 eye :  : c[5] : 3 : 1
#var float fog_start :  : c[6] : 4 : 1
#var float4 light_range :  : c[7] : 5 : 1
#var float4 vmain.hpos : $vout.POSITION : HPOS : -1 : 1
#var float4 vmain.mask : $vout.COLOR0 : COL0 : -1 : 1
#var float4 vmain.lit : $vout.COLOR1 : COL1 : -1 : 1
#const c[0] = -1 0 1
PARAM c[8] = { { -1, 0, 1 },
		program.local[1..7] };
TEMP R0;
TEMP R1;
TEMP R2;
ADD R0.xyz, -vertex.position, c[5];
DP3 R0.w, R0, R0;
DP3 R0.x, vertex.normal, R0;
DP4 R2.x, vertex.position, c[4];
RSQ R0.w, R0.w;
RCP R0.w, R0.w;
SLT R1, R0.w, c[7];
SLT R0.x, R0, c[0].y;
SLT R0.y, c[6].x, R2.x;
ABS R0.x, R0;
ABS R0.y, R0;
SGE R0.x, c[0].y, R0;
SGE R0.y, c[0], R0;
ADD R0.x, R0, c[0].y;
MAD R0.y, R0, c[0].x, c[0].z;
ADD R1, R1, c[0].y;
MUL R0.z, R0.x, R0.y;
MOV R0.w, c[0].z;
MUL result.color.secondary, R0.x, R1;
MOV result.color, R0;
MOV result.position.w, R2.x;
DP4 result.position.z, vertex.position, c[3];
DP4 result.position.y, vertex.position, c[2];
DP4 result.position.x, vertex.position, c[1];
END
# 24 instructions, 3 R-regs
