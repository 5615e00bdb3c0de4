!!ARBvp1.0
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -profile arbvp1
# source file: tests/shaders/flow/vp_clip_distance_branch.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile arbvp1
#program main
#semantic main.mvp
#semantic main.plane
#semantic main.clipEnabled
#var float4 pos : $vin.POSITION : POSITION : 0 : 1
#var float2 uv : $vin.TEXCOORD0 : TEXCOORD0 : 1 : 1
#var float4 hpos : $vout.POSITION : HPOS : 2 : 1
#var float2 oUv : $vout.TEXCOORD0 : TEX0 : 3 : 1
#var float clipDist : $vout.TEXCOORD1 : TEX1 : 4 : 1
#var float4x4 mvp :  : c[1], 4 : 5 : 1
#var float4 plane :  : c[5] : 6 : 1
#var float clipEnabled :  : c[6] : 7 : 1
#const c[0] = 0 10000
PARAM c[7] = { { 0, 10000 },
		program.local[1..6] };
TEMP R0;
ABS R0.x, c[6];
SLT R0.x, c[0], R0;
ABS R0.y, R0.x;
DP4 R0.x, vertex.position, c[5];
SGE R0.z, c[0].x, R0.y;
ADD R0.y, -R0.x, c[0];
MAD result.texcoord[1].x, R0.y, R0.z, R0;
MOV result.texcoord[0].xy, vertex.texcoord[0];
DP4 result.position.w, vertex.position, c[4];
DP4 result.position.z, vertex.position, c[3];
DP4 result.position.y, vertex.position, c[2];
DP4 result.position.x, vertex.position, c[1];
END
# 12 instructions, 1 R-regs
