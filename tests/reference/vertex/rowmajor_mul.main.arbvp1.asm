!!ARBvp1.0
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -profile arbvp1
# source file: tests/shaders/vertex/rowmajor_mul.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile arbvp1
#program main
#semantic main.world
#semantic main.viewProj
#semantic main.worldIT
#var float3 v.pos : $vin.POSITION : POSITION : 0 : 1
#var float3 v.normal : $vin.NORMAL : NORMAL : 0 : 1
#var float2 v.uv : $vin.TEXCOORD0 : TEXCOORD0 : 0 : 1
#var float4x4 world :  : c[1], 4 : 1 : 1
#var float4x4 viewProj :  : c[5], 4 : 2 : 1
#var float3x3 worldIT :  : c[9], 3 : 3 : 1
#var float4 main.hpos : $vout.POSITION : HPOS : -1 : 1
#var float2 main.uv : $vout.TEXCOORD0 : TEX0 : -1 : 1
#var float3 main.worldN : $vout.TEXCOORD1 : TEX1 : -1 : 1
#var float3 main.worldPos : $vout.TEXCOORD2 : TEX2 : -1 : 1
PARAM c[12] = { program.local[0..11] };
TEMP R0;
TEMP R1;
TEMP R2;
MUL R1.xyz, vertex.normal.y, c[10];
MAD R2.xyz, vertex.normal.x, c[9], R1;
MAD R2.xyz, vertex.normal.z, c[11], R2;
MUL R0, vertex.position.y, c[2];
MAD R0, vertex.position.x, c[1], R0;
MAD R0, vertex.position.z, c[3], R0;
ADD R0, R0, c[4];
MUL R1, R0.y, c[6];
MAD R1, R0.x, c[5], R1;
DP3 R2.w, R2, R2;
MAD R1, R0.z, c[7], R1;
RSQ R2.w, R2.w;
MAD result.position, R0.w, c[8], R1;
MUL result.texcoord[1].xyz, R2.w, R2;
MOV result.texcoord[2].xyz, R0;
MOV result.texcoord[0].xy, vertex.texcoord[0];
END
# 16 instructions, 3 R-regs
