!!ARBvp1.0
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -profile arbvp1
# source file: tests/shaders/vertex/struct_semantic_varyings.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile arbvp1
#program main
#semantic main.modelViewProj
#semantic main.lightPosition
#semantic main.eyePosition
#var float4 position : $vin.POSITION : POSITION : 0 : 1
#var float3 normal : $vin.NORMAL : NORMAL : 1 : 1
#var float4 texcoord : $vin.TEXCOORD0 : TEXCOORD0 : 2 : 1
#var float4 extra.weights : $vin.TEXCOORD1 : TEXCOORD1 : 3 : 1
#var float4 extra.tangent : $vin.TEXCOORD2 : TEXCOORD2 : 3 : 1
#var float4x4 modelViewProj :  : c[1], 4 : 4 : 1
#var float3 lightPosition :  : c[5] : 5 : 1
#var float3 eyePosition :  : c[6] : 6 : 1
#var float4 result.clip : $vout.POSITION : HPOS : 7 : 1
#var float4 result.uv : $vout.TEX0 : TEX0 : 7 : 1
#var float3 result.lightDir : $vout.TEX1 : TEX1 : 7 : 1
#var float3 result.viewDir : $vout.TEX2 : TEX2 : 7 : 1
#var float4 result.tint : $vout.TEX3 : TEX3 : 7 : 1
#const c[0] = 0.1
PARAM c[7] = { { 0.1 },
		program.local[1..6] };
TEMP R0;
TEMP R1;
ADD R0.xyz, -vertex.position, c[5];
DP3 R0.w, vertex.normal, R0;
MAD R1.xyz, -vertex.normal, R0.w, R0;
DP3 R0.y, R1, R1;
RSQ R1.w, R0.y;
MOV R0.x, vertex.texcoord[1];
MUL R0, vertex.texcoord[0], R0.x;
MUL result.texcoord[1].xyz, R1.w, R1;
ADD result.texcoord[0], R0, vertex.texcoord[1].yzwx;
MOV R0.x, vertex.texcoord[2].w;
ADD R1.xyz, -vertex.position, c[6];
MUL result.texcoord[3], vertex.texcoord[1], R0.x;
MAD result.texcoord[2].xyz, vertex.texcoord[2], c[0].x, R1;
DP4 result.position.w, vertex.position, c[4];
DP4 result.position.z, vertex.position, c[3];
DP4 result.position.y, vertex.position, c[2];
DP4 result.position.x, vertex.position, c[1];
END
# 17 instructions, 2 R-regs
