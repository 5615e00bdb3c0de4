!!ARBvp1.0
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -q -profile arbvp1
# source file: examples/lambert.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile arbvp1
#program main_vertex
#semantic main_vertex.modelViewProj
#semantic main_vertex.lightDirection
#semantic main_vertex.diffuse
#var float4 input.position : $vin.POSITION : POSITION : 0 : 1
#var float3 input.normal : $vin.NORMAL : NORMAL : 0 : 1
#var float2 input.uv : $vin.TEXCOORD0 : TEXCOORD0 : 0 : 1
#var float4x4 modelViewProj :  : c[1], 4 : 1 : 1
#var float3 lightDirection :  : c[5] : 2 : 1
#var float4 diffuse :  : c[6] : 3 : 1
#var float4 main_vertex.position : $vout.POSITION : HPOS : -1 : 1
#var float4 main_vertex.color : $vout.COLOR0 : COL0 : -1 : 1
#var float2 main_vertex.uv : $vout.TEXCOORD0 : TEX0 : -1 : 1
#const c[0] = 0
PARAM c[7] = { { 0 },
		program.local[1..6] };
TEMP R0;
DP3 R0.x, vertex.normal, -c[5];
MAX R0.x, R0, c[0];
MUL result.color.xyz, R0.x, c[6];
MOV result.texcoord[0].xy, vertex.texcoord[0];
DP4 result.position.w, vertex.position, c[4];
DP4 result.position.z, vertex.position, c[3];
DP4 result.position.y, vertex.position, c[2];
DP4 result.position.x, vertex.position, c[1];
MOV result.color.w, c[6];
END
# 9 instructions, 1 R-regs
