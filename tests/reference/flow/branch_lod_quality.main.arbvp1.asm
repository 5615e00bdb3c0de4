!!ARBvp1.0
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -profile arbvp1
# source file: tests/shaders/flow/branch_lod_quality.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile arbvp1
#program main
#semantic main.mvp
#semantic main.lightPos
#semantic main.eyePos
#semantic main.highQuality
#semantic main.shininess
#var float4 pos : $vin.POSITION : POSITION : 0 : 1
#var float3 N : $vin.NORMAL : NORMAL : 1 : 1
#var float4x4 mvp :  : c[1], 4 : 2 : 1
#var float3 lightPos :  : c[5] : 3 : 1
#var float3 eyePos :  : c[6] : 4 : 1
#var bool highQuality :  : c[7] : 5 : 1
#var float shininess :  : c[8] : 6 : 1
#var float4 main.hpos : $vout.POSITION : HPOS : -1 : 1
#var float4 main.diff : $vout.COLOR0 : COL0 : -1 : 1
#var float4 main.spec : $vout.COLOR1 : COL1 : -1 : 1
#const c[0] = 1 2 0
PARAM c[9] = { { 1, 2, 0 },
		program.local[1..8] };
TEMP R0;
TEMP R1;
TEMP R2;
ADD R0.xyz, -vertex.position, c[5];
DP3 R0.w, R0, R0;
RSQ R0.w, R0.w;
MUL R0.xyz, R0.w, R0;
DP3 R0.w, vertex.normal, -R0;
ADD R1.xyz, -vertex.position, c[6];
DP3 R1.w, R1, R1;
RSQ R1.w, R1.w;
MUL R2.xyz, vertex.normal, R0.w;
MAD R0.xyz, -R2, c[0].y, -R0;
MUL R1.xyz, R1.w, R1;
DP3 R0.x, R0, R1;
MIN R0.x, R0, c[0];
MAX R0.x, R0, c[0].z;
POW R0.x, R0.x, c[8].x;
SGE R0.y, -R0.w, c[0].z;
MUL R0.y, R0.x, R0;
MIN R0.x, -R0.w, c[0];
MUL result.color.secondary, R0.y, c[7].x;
MAX result.color.xyz, R0.x, c[0].z;
DP4 result.position.w, vertex.position, c[4];
DP4 result.position.z, vertex.position, c[3];
DP4 result.position.y, vertex.position, c[2];
DP4 result.position.x, vertex.position, c[1];
MOV result.color.w, c[0].x;
END
# 25 instructions, 3 R-regs
