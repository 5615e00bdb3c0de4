!!ARBvp1.0
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -profile arbvp1
# source file: tests/shaders/vertex/typedef_nonsquare.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile arbvp1
#program main
#semantic main.world
#semantic main.viewProj
#semantic main.texProj
#var float4 pos : $vin.POSITION : POSITION : 0 : 1
#var float3 N : $vin.NORMAL : NORMAL : 1 : 1
#var float4 hpos : $vout.POSITION : HPOS : 2 : 1
#var float2 uv : $vout.TEXCOORD0 : TEX0 : 3 : 1
#var float3 wn : $vout.TEXCOORD1 : TEX1 : 4 : 1
#var float3x4 world :  : c[1], 3 : 5 : 1
#var float4x4 viewProj :  : c[4], 4 : 6 : 1
#var float2x4 texProj :  : c[8], 2 : 7 : 1
#const c[0] = 1
PARAM c[10] = { { 1 },
		program.local[1..9] };
TEMP R0;
DP4 R0.x, vertex.position, c[1];
DP4 R0.y, vertex.position, c[2];
MOV R0.w, c[0].x;
DP4 R0.z, vertex.position, c[3];
DP4 result.position.w, R0, c[7];
DP4 result.position.z, R0, c[6];
DP4 result.position.y, R0, c[5];
DP4 result.position.x, R0, c[4];
DP4 result.texcoord[0].y, R0, c[9];
DP4 result.texcoord[0].x, R0, c[8];
DP3 result.texcoord[1].z, vertex.normal, c[3];
DP3 result.texcoord[1].y, vertex.normal, c[2];
DP3 result.texcoord[1].x, vertex.normal, c[1];
END
# 13 instructions, 1 R-regs
