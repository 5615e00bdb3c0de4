!!ARBvp1.0
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -profile arbvp1
# source file: tests/shaders/vertex/normalmap_tbn_vs.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile arbvp1
#program main
#semantic main.modelViewProj
#semantic main.lightPosObj
#semantic main.eyePosObj
#var float4 IN.pos : $vin.POSITION : POSITION : 0 : 1
#var float3 IN.normal : $vin.NORMAL : NORMAL : 0 : 1
#var float3 IN.tangent : $vin.TANGENT : ATTR14 : 0 : 1
#var float3 IN.binormal : $vin.BINORMAL : ATTR15 : 0 : 1
#var float2 IN.uv : $vin.TEXCOORD0 : TEXCOORD0 : 0 : 1
#var float4x4 modelViewProj :  : c[1], 4 : 1 : 1
#var float4 lightPosObj :  : c[5] : 2 : 1
#var float4 eyePosObj :  : c[6] : 3 : 1
#var float4 main.hpos : $vout.POSITION : HPOS : -1 : 1
#var float2 main.uv : $vout.TEXCOORD0 : TEX0 : -1 : 1
#var float3 main.L : $vout.TEXCOORD1 : TEX1 : -1 : 1
#var float3 main.V : $vout.TEXCOORD2 : TEX2 : -1 : 1
PARAM c[7] = { program.local[0..6] };
TEMP R0;
TEMP R1;
MAD R0.xyz, -vertex.position, c[5].w, c[5];
ADD R1.xyz, -vertex.position, c[6];
DP3 result.texcoord[1].z, vertex.normal, R0;
DP3 result.texcoord[1].y, R0, vertex.attrib[15];
DP3 result.texcoord[1].x, R0, vertex.attrib[14];
DP3 result.texcoord[2].z, vertex.normal, R1;
DP3 result.texcoord[2].y, vertex.attrib[15], R1;
DP3 result.texcoord[2].x, vertex.attrib[14], R1;
MOV result.texcoord[0].xy, vertex.texcoord[0];
DP4 result.position.w, vertex.position, c[4];
DP4 result.position.z, vertex.position, c[3];
DP4 result.position.y, vertex.position, c[2];
DP4 result.position.x, vertex.position, c[1];
END
# 13 instructions, 2 R-regs
