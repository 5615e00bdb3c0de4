!!ARBvp1.0
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -profile arbvp1
# source file: tests/glsl/cases/hdr_same_semantic_inputs.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile arbvp1
#program main_vp
#semantic main_vp.mat_modelproj
#var float4 vtx_position : $vin.POSITION : POSITION : 0 : 1
#var float4 vtx_normal : $vin.TEXCOORD0 : TEXCOORD0 : 1 : 0
#var float2 vtx_texcoord0 : $vin.TEXCOORD0 : TEXCOORD0 : 2 : 1
#var float3 n0 : $vin.NORMAL : NORMAL : 3 : 0
#var float3 n1 : $vin.NORMAL : NORMAL : 4 : 1
#var float4x4 mat_modelproj :  : c[1], 4 : 5 : 1
#var float4 main_vp.position : $vout.POSITION : HPOS : -1 : 1
#var float4 main_vp.normal : $vout.TEXCOORD1 : TEX1 : -1 : 1
#var float2 main_vp.uv : $vout.TEXCOORD2 : TEX2 : -1 : 1
#var float3 main_vp.shade : $vout.TEXCOORD3 : TEX3 : -1 : 1
#const c[0] = 2 0
PARAM c[5] = { { 2, 0 },
		program.local[1..4] };
TEMP R0;
TEMP R1;
SLT R0.x, c[0].y, vertex.normal;
ABS R0.w, R0.x;
DP3 R0.y, vertex.normal, vertex.normal;
RSQ R0.y, R0.y;
MUL R0.xyz, R0.y, vertex.normal;
SGE R0.w, c[0].y, R0;
ADD R1.xyz, vertex.normal, -R0;
MAD result.texcoord[3].xyz, R1, R0.w, R0;
MOV result.texcoord[1], vertex.texcoord[0];
MUL result.texcoord[2].xy, vertex.texcoord[0], c[0].x;
DP4 result.position.w, vertex.position, c[4];
DP4 result.position.z, vertex.position, c[3];
DP4 result.position.y, vertex.position, c[2];
DP4 result.position.x, vertex.position, c[1];
END
# 14 instructions, 2 R-regs
