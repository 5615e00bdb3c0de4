!!ARBvp1.0
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -profile arbvp1
# source file: tests/header/150_vertex_attribute_passed_to_semantic_parameter.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile arbvp1
#program main
#semantic main.mvp
#var float4 position : $vin.POSITION : POSITION : 0 : 1
#var float3 normal : $vin.NORMAL : NORMAL : 1 : 0
#var float3 tangent : $vin.TEXCOORD1 :  : 2 : 0
#var float2 uv : $vin.TEXCOORD0 : TEXCOORD0 : 3 : 1
#var float4x4 mvp :  : c[1], 4 : 4 : 1
#var float4 oPosition : $vout.POSITION : HPOS : 5 : 1
#var float2 oUv : $vout.TEXCOORD0 : TEX0 : 6 : 1
#const c[0] = 0.001
PARAM c[5] = { { 0.001 },
		program.local[1..4] };
TEMP R0;
DP4 R0.w, vertex.position, c[4];
DP4 R0.z, vertex.position, c[3];
DP4 R0.x, vertex.position, c[1];
DP4 R0.y, vertex.position, c[2];
MAD result.position, vertex.position, c[0].x, R0;
MOV result.texcoord[0].xy, vertex.texcoord[0];
END
# 6 instructions, 1 R-regs
