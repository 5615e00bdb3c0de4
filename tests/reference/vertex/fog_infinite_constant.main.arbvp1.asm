!!ARBvp1.0
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -profile arbvp1
# source file: tests/shaders/vertex/fog_infinite_constant.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile arbvp1
#program main
#semantic main.model_matrix
#semantic main.projection_matrix
#var float2 I.tex : $vin.TEXCOORD : TEXCOORD0 : 0 : 1
#var float3 I.pos : $vin.POSITION : POSITION : 0 : 1
#var float4 I.diffuse : $vin.DIFFUSE : COLOR0 : 0 : 1
#var float4x4 model_matrix :  : c[1], 4 : 1 : 1
#var float4x4 projection_matrix :  : c[5], 4 : 2 : 1
#var float4 main.pos : $vout.POSITION : HPOS : -1 : 1
#var float4 main.col : $vout.COLOR : COL0 : -1 : 1
#var float main.fog : $vout.FOG : FOGC : -1 : 1
#var float2 main.tex0 : $vout.TEXCOORD0 : TEX0 : -1 : 1
#var float4 main.extra : $vout.TEXCOORD1 : TEX1 : -1 : 1
#const c[0] = 2 0.5 0 1e+30
PARAM c[9] = { { 2, 0.5, 0, 1e+30 },
		program.local[1..8] };
TEMP R0;
TEMP R1;
MUL R0, vertex.position.y, c[2];
MAD R0, vertex.position.x, c[1], R0;
MAD R0, vertex.position.z, c[3], R0;
ADD R0, R0, c[4];
MUL R1, R0.y, c[6];
MAD R1, R0.x, c[5], R1;
MAD R1, R0.z, c[7], R1;
MAD R0, R0.w, c[8], R1;
RCP R1.x, R0.w;
MUL result.position.xyz, R0, R1.x;
RCP R0.x, c[0].z;
MOV result.position.w, R0;
MOV result.color, vertex.color;
MOV result.texcoord[0].xy, vertex.texcoord[0];
MOV result.texcoord[1].zw, c[0].xyxy;
MOV result.fogcoord.x, R0;
MAD result.texcoord[1].x, -R0, c[0].y, vertex.texcoord[0];
MUL result.texcoord[1].y, c[0].w, c[0].w;
END
# 18 instructions, 2 R-regs
