!!ARBvp1.0
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -profile arbvp1
# source file: tests/glsl/cases/flow_branches.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile arbvp1
#program main
#semantic main.mvp
#semantic main.lightDir
#semantic main.lightColor
#semantic main.twoSided
#var float4 p : $vin.POSITION : POSITION : 0 : 1
#var float3 n : $vin.NORMAL : NORMAL : 1 : 1
#var float4x4 mvp :  : c[1], 4 : 2 : 1
#var float3 lightDir :  : c[5] : 3 : 1
#var float3 lightColor :  : c[6] : 4 : 1
#var bool twoSided :  : c[7] : 5 : 1
#var float4 color : $vout.COLOR0 : COL0 : 6 : 1
#var float4 main : $vout.POSITION : HPOS : -1 : 1
#const c[0] = -1 -0.5 1 0
#const c[8] = 0.5
PARAM c[9] = { { -1, -0.5, 1, 0 },
		program.local[1..7],
		{ 0.5 } };
TEMP R0;
TEMP R1;
TEMP R2;
DP3 R0.w, vertex.normal, c[5];
SGE R2.w, c[0], R0;
MAD R1.xyz, -R0, R2.w, R0;
SGE R1.w, c[0], -R0;
MUL R1.w, R1, c[7].x;
MAD R2.xyz, R0.w, c[6], -R1;
MAD R2.w, R2, c[0].x, c[0].z;
MAD R1.xyz, R2, R2.w, R1;
MAD R0.xyz, -R0, R1.w, R0;
MAD R2.x, R1.w, c[0], c[0].z;
MUL R1.w, R2.x, c[7].x;
MAD R2.xyz, -R0.w, c[6], -R0;
MAD R0.xyz, R2, R1.w, R0;
MAD R0.xyz, R0, c[7].x, R1;
ABS R0.w, c[7].x;
MAD R1.xyz, R1, c[8].x, -R0;
SLT R1.w, vertex.position.y, c[0];
SGE R0.w, c[0], R0;
MUL R0.w, R0, R1;
MAD R0.xyz, R1, R0.w, R0;
SLT R0.w, R0.y, R0.x;
SLT R1.w, c[0], vertex.position.x;
ABS R2.x, R0.w;
ABS R0.w, R1;
SGE R0.w, c[0], R0;
ADD R1.xyz, R0.zyxw, -R0;
SGE R1.w, c[0], R2.x;
MAD result.color.xyz, R1, R1.w, R0;
MAD result.color.w, R0, c[0].y, c[0].z;
DP4 result.position.w, vertex.position, c[4];
DP4 result.position.z, vertex.position, c[3];
DP4 result.position.y, vertex.position, c[2];
DP4 result.position.x, vertex.position, c[1];
END
# 33 instructions, 3 R-regs
