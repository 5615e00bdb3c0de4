!!ARBvp1.0
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -profile arbvp1
# source file: tests/shaders/vertex/morph_targets.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile arbvp1
#program main
#semantic main.morphWeights
#semantic main.mvp
#semantic main.lightDir
#var float4 v.pos : $vin.POSITION : POSITION : 0 : 1
#var float3 v.nrm : $vin.NORMAL : NORMAL : 0 : 1
#var float3 v.d0 : $vin.TEXCOORD1 : TEXCOORD1 : 0 : 1
#var float3 v.d1 : $vin.TEXCOORD2 : TEXCOORD2 : 0 : 1
#var float3 v.d2 : $vin.TEXCOORD3 : TEXCOORD3 : 0 : 1
#var float3 v.n0 : $vin.TEXCOORD4 : TEXCOORD4 : 0 : 1
#var float3 v.n1 : $vin.TEXCOORD5 : TEXCOORD5 : 0 : 1
#var float3 v.n2 : $vin.TEXCOORD6 : TEXCOORD6 : 0 : 1
#var float4 hpos : $vout.POSITION : HPOS : 1 : 1
#var float4 col : $vout.COLOR0 : COL0 : 2 : 1
#var float3 morphWeights :  : c[5] : 3 : 1
#var float4x4 mvp :  : c[1], 4 : 4 : 1
#var float3 lightDir :  : c[6] : 5 : 1
#const c[0] = 0 1
PARAM c[7] = { { 0, 1 },
		program.local[1..6] };
TEMP R0;
TEMP R1;
MUL R0.xyz, vertex.texcoord[5], c[5].y;
MAD R0.xyz, vertex.texcoord[4], c[5].x, R0;
MAD R0.xyz, vertex.texcoord[6], c[5].z, R0;
ADD R1.xyz, vertex.normal, R0;
DP3 R1.w, R1, R1;
MUL R0.xyz, vertex.texcoord[2], c[5].y;
MAD R0.xyz, vertex.texcoord[1], c[5].x, R0;
RSQ R1.w, R1.w;
MUL R1.xyz, R1.w, R1;
DP3 R1.x, R1, c[6];
MIN R1.x, R1, c[0].y;
MOV R0.w, c[0].x;
MAD R0.xyz, vertex.texcoord[3], c[5].z, R0;
ADD R0, vertex.position, R0;
DP4 result.position.w, R0, c[4];
DP4 result.position.z, R0, c[3];
DP4 result.position.y, R0, c[2];
DP4 result.position.x, R0, c[1];
MAX result.color.xyz, R1.x, c[0].x;
MOV result.color.w, c[0].y;
END
# 20 instructions, 2 R-regs
