!!ARBvp1.0
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -profile arbvp1
# source file: tests/shaders/vertex/shadow_volume_extrude.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile arbvp1
#program main
#semantic main.mvp
#semantic main.lightPosObj
#semantic main.extrudeBias
#var float4 pos : $vin.POSITION : POSITION : 0 : 1
#var float3 N : $vin.NORMAL : NORMAL : 1 : 1
#var float4x4 mvp :  : c[1], 4 : 2 : 1
#var float4 lightPosObj :  : c[5] : 3 : 1
#var float extrudeBias :  : c[6] : 4 : 1
#var float4 main : $vout.POSITION : HPOS : -1 : 1
#const c[0] = 0
PARAM c[7] = { { 0 },
		program.local[1..6] };
TEMP R0;
TEMP R1;
MAD R0.xyz, vertex.position, c[5].w, -c[5];
DP3 R0.w, R0, R0;
RSQ R0.w, R0.w;
MUL R1.xyz, R0.w, R0;
DP3 R1.w, -R0, vertex.normal;
MOV R0.w, c[0].x;
SLT R1.w, R1, c[0].x;
ADD R0, -vertex.position, R0;
MAD R0, R0, R1.w, vertex.position;
MAD R1.xyz, R1, c[6].x, vertex.position;
ABS R1.w, R1;
ADD R1.xyz, R1, -R0;
SGE R1.w, c[0].x, R1;
MAD R0.xyz, R1, R1.w, R0;
DP4 result.position.w, R0, c[4];
DP4 result.position.z, R0, c[3];
DP4 result.position.y, R0, c[2];
DP4 result.position.x, R0, c[1];
END
# 18 instructions, 2 R-regs
