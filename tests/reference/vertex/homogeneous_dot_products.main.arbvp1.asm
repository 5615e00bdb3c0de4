!!ARBvp1.0
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -profile arbvp1
# source file: tests/shaders/vertex/homogeneous_dot_products.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile arbvp1
#program main
#semantic main.worldViewProj
#semantic main.world
#semantic main.inverseWorld
#semantic main.lightViewProj
#semantic main.lightPos
#semantic main.eyePos
#semantic main.bump
#var float4 pos : $vin.POSITION : POSITION : 0 : 1
#var float3 normal : $vin.NORMAL : NORMAL : 1 : 1
#var float3 tangent : $vin.TANGENT : ATTR14 : 2 : 1
#var float2 uv : $vin.TEXCOORD0 : TEXCOORD0 : 3 : 1
#var float4x4 worldViewProj :  : c[1], 4 : 4 : 1
#var float4x4 world :  : c[5], 4 : 5 : 1
#var float4x4 inverseWorld :  : c[9], 4 : 6 : 1
#var float4x4 lightViewProj :  : c[13], 4 : 7 : 1
#var float3 lightPos :  : c[17] : 8 : 1
#var float3 eyePos :  : c[18] : 9 : 1
#var float bump :  : c[19] : 10 : 1
#var float4 main.hpos : $vout.POSITION : HPOS : -1 : 1
#var float2 main.uv : $vout.TEXCOORD0 : TEX0 : -1 : 1
#var float3 main.lightTS : $vout.TEXCOORD1 : TEX1 : -1 : 1
#var float3 main.viewTS : $vout.TEXCOORD2 : TEX2 : -1 : 1
#var float4 main.shadow : $vout.TEXCOORD3 : TEX3 : -1 : 1
#const c[0] = 1 0
PARAM c[20] = { { 1, 0 },
		program.local[1..19] };
TEMP R0;
TEMP R1;
TEMP R2;
TEMP R3;
TEMP R4;
TEMP R5;
MOV R0.xyz, vertex.attrib[14];
MUL R1.xyz, vertex.normal.zxyw, R0.yzxw;
MAD R3.xyz, vertex.normal.yzxw, R0.zxyw, -R1;
MUL R1, R3.y, c[10];
MUL R0.xyz, vertex.normal, c[19].x;
MAD R1, R3.x, c[9], R1;
MAD R1, R3.z, c[11], R1;
ADD R3, R1, c[0].y;
MUL R4, vertex.attrib[14].y, c[10];
MAD R4, vertex.attrib[14].x, c[9], R4;
MAD R4, vertex.attrib[14].z, c[11], R4;
ADD R2.xyz, R0, vertex.position;
MOV R2.w, c[0].x;
DP4 R5.z, R2, c[7];
DP4 R5.x, R2, c[5];
DP4 R5.y, R2, c[6];
DP4 R5.w, R2, c[8];
ADD R0.xyz, -R5, c[17];
DP3 R0.w, R0, R0;
RSQ R0.w, R0.w;
MUL R1.xyz, R0.w, R0;
MOV R1.w, c[0].y;
ADD R4, R4, c[0].y;
MOV R0.w, c[0].y;
ADD R0.xyz, -R5, c[18];
DP4 result.texcoord[1].y, R1, R3;
DP4 result.texcoord[2].y, R3, R0;
MUL R3, vertex.normal.y, c[10];
MAD R3, vertex.normal.x, c[9], R3;
MAD R3, vertex.normal.z, c[11], R3;
ADD R3, R3, c[0].y;
DP4 result.texcoord[1].z, R3, R1;
DP4 result.texcoord[1].x, R1, R4;
DP4 result.texcoord[2].z, R3, R0;
DP4 result.texcoord[2].x, R4, R0;
DP4 result.texcoord[3].w, R5, c[16];
DP4 result.texcoord[3].z, R5, c[15];
DP4 result.texcoord[3].y, R5, c[14];
DP4 result.texcoord[3].x, R5, c[13];
DP4 result.position.w, R2, c[4];
DP4 result.position.z, R2, c[3];
DP4 result.position.y, R2, c[2];
DP4 result.position.x, R2, c[1];
MOV result.texcoord[0].xy, vertex.texcoord[0];
END
# 44 instructions, 6 R-regs
