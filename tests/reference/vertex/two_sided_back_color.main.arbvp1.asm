!!ARBvp1.0
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -profile arbvp1
# source file: tests/shaders/vertex/two_sided_back_color.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile arbvp1
#program main
#semantic main.mvp
#semantic main.mv
#semantic main.lightPos
#semantic main.frontMat
#semantic main.backMat
#var float4 pos : $vin.POSITION : POSITION : 0 : 1
#var float3 N : $vin.NORMAL : NORMAL : 1 : 1
#var float4 hpos : $vout.POSITION : HPOS : 2 : 1
#var float4 front : $vout.COLOR0 : COL0 : 3 : 1
#var float4 frontSpec : $vout.COLOR1 : COL1 : 4 : 1
#var float4 back : $vout.BCOL0 : BCOL0 : 5 : 1
#var float4 backSpec : $vout.BCOL1 : BCOL1 : 6 : 1
#var float fog : $vout.FOG : FOGC : 7 : 1
#var float4x4 mvp :  : c[1], 4 : 8 : 1
#var float4x4 mv :  : c[5], 4 : 9 : 1
#var float3 lightPos :  : c[9] : 10 : 1
#var float4 frontMat :  : c[10] : 11 : 1
#var float4 backMat :  : c[11] : 12 : 1
#const c[0] = 1 2 0 16
PARAM c[12] = { { 1, 2, 0, 16 },
		program.local[1..11] };
TEMP R0;
TEMP R1;
TEMP R2;
TEMP R3;
DP4 R0.w, vertex.position, c[7];
MOV R0.z, R0.w;
DP4 R0.x, vertex.position, c[5];
DP4 R0.y, vertex.position, c[6];
ADD R2.xyz, -R0, c[9];
DP3 R2.w, R2, R2;
RSQ R2.w, R2.w;
DP3 R3.x, -R0, -R0;
RSQ R3.x, R3.x;
MUL R2.xyz, R2.w, R2;
MUL R0.xyz, R3.x, -R0;
DP3 R1.z, vertex.normal, c[7];
DP3 R1.x, vertex.normal, c[5];
DP3 R1.y, vertex.normal, c[6];
DP3 R1.w, R1, R1;
RSQ R1.w, R1.w;
MUL R1.xyz, R1.w, R1;
DP3 R1.w, -R1, -R2;
MIN R2.w, R1, c[0].x;
MAX R2.w, R2, c[0].z;
MUL R1.xyz, -R1, R1.w;
MAD R1.xyz, -R1, c[0].y, -R2;
DP3 R0.x, R0, R1;
MIN R0.y, R0.x, c[0].x;
MIN R0.x, -R1.w, c[0];
MAX R0.y, R0, c[0].z;
POW R0.y, R0.y, c[0].w;
MAX R0.x, R0, c[0].z;
MUL result.color, R2.w, c[10];
MUL result.color.back, R0.x, c[11];
MOV result.color.secondary, R0.y;
MOV result.color.back.secondary, R0.y;
DP4 result.position.w, vertex.position, c[4];
DP4 result.position.z, vertex.position, c[3];
DP4 result.position.y, vertex.position, c[2];
DP4 result.position.x, vertex.position, c[1];
MOV result.fogcoord.x, -R0.w;
END
# 37 instructions, 4 R-regs
