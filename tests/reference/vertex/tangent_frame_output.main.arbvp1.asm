!!ARBvp1.0
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -profile arbvp1
# source file: tests/shaders/vertex/tangent_frame_output.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile arbvp1
#program main
#semantic main.modelViewProj
#semantic main.normalMatrix
#semantic main.lightPosition
#var float4 position : $vin.POSITION : POSITION : 0 : 1
#var float3 normal : $vin.NORMAL : NORMAL : 1 : 1
#var float4 tangent : $vin.TEXCOORD6 : TEXCOORD6 : 2 : 1
#var float2 uv : $vin.TEXCOORD0 : TEXCOORD0 : 3 : 1
#var float4x4 modelViewProj :  : c[1], 4 : 4 : 1
#var float3x3 normalMatrix :  : c[5], 3 : 5 : 1
#var float3 lightPosition :  : c[8] : 6 : 1
#var float4 hpos : $vout.POSITION : HPOS : 7 : 1
#var float2 uvOut : $vout.TEXCOORD0 : TEX0 : 8 : 1
#var float3x3 tbn : $vout.TEXCOORD1 : TEX1, 3 : 9 : 1
#var float3 lightDir : $vout.TEXCOORD4 : TEX4 : 10 : 1
PARAM c[9] = { program.local[0..8] };
TEMP R0;
TEMP R1;
TEMP R2;
DP3 R1.z, vertex.normal, c[7];
DP3 R1.x, vertex.normal, c[5];
DP3 R1.y, vertex.normal, c[6];
DP3 R1.w, R1, R1;
RSQ R1.w, R1.w;
MUL R1.xyz, R1.w, R1;
DP3 R0.z, vertex.texcoord[6], c[7];
DP3 R0.x, vertex.texcoord[6], c[5];
DP3 R0.y, vertex.texcoord[6], c[6];
DP3 R0.w, R0, R0;
RSQ R0.w, R0.w;
MUL R0.xyz, R0.w, R0;
MUL R2.xyz, R0.yzxw, R1.zxyw;
MAD R2.xyz, R0.zxyw, R1.yzxw, -R2;
MUL result.texcoord[2].xyz, vertex.texcoord[6].w, R2;
MOV result.texcoord[1].xyz, R0;
MOV result.texcoord[3].xyz, R1;
ADD result.texcoord[4].xyz, -vertex.position, c[8];
MOV result.texcoord[0].xy, vertex.texcoord[0];
DP4 result.position.w, vertex.position, c[4];
DP4 result.position.z, vertex.position, c[3];
DP4 result.position.y, vertex.position, c[2];
DP4 result.position.x, vertex.position, c[1];
END
# 23 instructions, 3 R-regs
