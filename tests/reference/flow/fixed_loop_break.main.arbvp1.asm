!!ARBvp1.0
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -profile arbvp1
# source file: tests/shaders/flow/fixed_loop_break.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile arbvp1
#program main
#semantic main.mvp
#semantic main.eyePos
#semantic main.lodDist
#semantic main.lodColor
#var float4 pos : $vin.POSITION : POSITION : 0 : 1
#var float4x4 mvp :  : c[1], 4 : 1 : 1
#var float3 eyePos :  : c[5] : 2 : 1
#var float lodDist[0] :  : c[6] : 3 : 1
#var float lodDist[1] :  : c[7] : 3 : 1
#var float lodDist[2] :  : c[8] : 3 : 1
#var float lodDist[3] :  : c[9] : 3 : 1
#var float4 lodColor[0] :  : c[10] : 4 : 1
#var float4 lodColor[1] :  : c[11] : 4 : 1
#var float4 lodColor[2] :  : c[12] : 4 : 1
#var float4 lodColor[3] :  : c[13] : 4 : 1
#var float4 main.hpos : $vout.POSITION : HPOS : -1 : 1
#var float4 main.color : $vout.COLOR0 : COL0 : -1 : 1
#const c[0] = 0 1 -1
PARAM c[14] = { { 0, 1, -1 },
		program.local[1..13] };
TEMP R0;
TEMP R1;
TEMP R2;
TEMP R3;
ADDRESS A0;
ADD R0.xyz, vertex.position, -c[5];
DP3 R0.x, R0, R0;
RSQ R0.x, R0.x;
RCP R2.x, R0.x;
SLT R1.z, R2.x, c[6].x;
SGE R0.y, -R1.z, -c[0].x;
ADD R1.x, R0.y, c[0];
ARL A0.x, R1.x;
SLT R0.z, R2.x, c[A0.x + 6].x;
ADD R0.x, -R1.z, c[0];
MUL R3.y, R0.z, R0;
ADD R0.z, -R0.x, c[0];
MAD R1.w, R0.z, R3.y, R0.x;
SGE R0.x, R1.w, c[0];
MUL R1.y, R0, R0.x;
MAD R3.x, R1.y, c[0].y, R1;
ARL A0.x, R3.x;
SLT R0.x, R2, c[A0.x + 6];
MUL R2.y, R0.x, R1;
ADD R2.z, -R1.w, c[0];
MAD R1.w, R2.z, R2.y, R1;
SGE R1.w, R1, c[0].x;
MUL R2.z, R1.w, R1.y;
MOV R0, c[13];
ADD R0, -R0, c[10];
MAD R0, R1.z, R0, c[13];
ARL A0.x, R1.x;
ADD R1, c[A0.x + 10], -R0;
MAD R0, R3.y, R1, R0;
ARL A0.x, R3.x;
ADD R1, c[A0.x + 10], -R0;
MAD R2.w, R2.z, c[0].y, R3.x;
ARL A0.x, R2.w;
MAD R0, R2.y, R1, R0;
SLT R2.x, R2, c[A0.x + 6];
MUL R2.x, R2.z, R2;
ADD R1, c[A0.x + 10], -R0;
MAD result.color, R1, R2.x, R0;
DP4 result.position.w, vertex.position, c[4];
DP4 result.position.z, vertex.position, c[3];
DP4 result.position.y, vertex.position, c[2];
DP4 result.position.x, vertex.position, c[1];
END
# 42 instructions, 4 R-regs
