!!ARBvp1.0
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -profile arbvp1
# source file: tests/shaders/flow/loop_vs_unrolled_const.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile arbvp1
#program main
#semantic main.mvp
#semantic main.dirs
#semantic main.cols
#semantic main.enabled
#var float4 pos : $vin.POSITION : POSITION : 0 : 1
#var float3 N : $vin.NORMAL : NORMAL : 1 : 1
#var float4 hpos : $vout.POSITION : HPOS : 2 : 1
#var float4 color : $vout.COLOR0 : COL0 : 3 : 1
#var float4x4 mvp :  : c[1], 4 : 4 : 1
#var float3 dirs[0] :  : c[5] : 5 : 1
#var float3 dirs[1] :  : c[6] : 5 : 1
#var float3 dirs[2] :  : c[7] : 5 : 1
#var float3 dirs[3] :  : c[8] : 5 : 1
#var float3 cols[0] :  : c[9] : 6 : 1
#var float3 cols[1] :  : c[10] : 6 : 1
#var float3 cols[2] :  : c[11] : 6 : 1
#var float3 cols[3] :  : c[12] : 6 : 1
#var float4 enabled :  : c[13] : 7 : 1
#const c[0] = 0 1
PARAM c[14] = { { 0, 1 },
		program.local[1..13] };
TEMP R0;
TEMP R1;
TEMP R2;
MOV R2, c[13];
DP3 R0.x, vertex.normal, c[5];
MAX R0.x, R0, c[0];
DP3 R1.x, vertex.normal, c[6];
MAX R1.x, R1, c[0];
SLT R1.w, c[0].x, R2.y;
SLT R0.w, c[0].x, R2.x;
MUL R0.xyz, R0.x, c[9];
MUL R0.xyz, R0, R0.w;
MUL R1.xyz, R1.x, c[10];
MAD R0.xyz, R1, R1.w, R0;
DP3 R0.w, vertex.normal, c[7];
MAX R0.w, R0, c[0].x;
MUL R1.xyz, R0.w, c[11];
SLT R1.w, c[0].x, R2.z;
MAD R0.xyz, R1, R1.w, R0;
DP3 R0.w, vertex.normal, c[8];
MAX R0.w, R0, c[0].x;
SLT R1.w, c[0].x, R2;
MUL R1.xyz, R0.w, c[12];
MAD result.color.xyz, R1, R1.w, R0;
DP4 result.position.w, vertex.position, c[4];
DP4 result.position.z, vertex.position, c[3];
DP4 result.position.y, vertex.position, c[2];
DP4 result.position.x, vertex.position, c[1];
MOV result.color.w, c[0].y;
END
# 26 instructions, 3 R-regs
