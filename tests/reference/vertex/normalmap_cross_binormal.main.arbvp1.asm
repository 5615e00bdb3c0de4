!!ARBvp1.0
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -profile arbvp1
# source file: tests/shaders/vertex/normalmap_cross_binormal.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile arbvp1
#program main
#semantic main.mvp
#semantic main.lightDirObj
#semantic main.eyePosObj
#semantic main.uvScaleBias
#var float4 pos : $vin.POSITION : POSITION : 0 : 1
#var float3 N : $vin.NORMAL : NORMAL : 1 : 1
#var float4 T : $vin.TEXCOORD6 : TEXCOORD6 : 2 : 1
#var float2 uv : $vin.TEXCOORD0 : TEXCOORD0 : 3 : 1
#var float4x4 mvp :  : c[1], 4 : 4 : 1
#var float3 lightDirObj :  : c[5] : 5 : 1
#var float3 eyePosObj :  : c[6] : 6 : 1
#var float4 uvScaleBias :  : c[7] : 7 : 1
#var float4 main.hpos : $vout.POSITION : HPOS : -1 : 1
#var float4 main.uv : $vout.TEXCOORD0 : TEX0 : -1 : 1
#var float3 main.lightT : $vout.TEXCOORD1 : TEX1 : -1 : 1
#var float3 main.halfT : $vout.TEXCOORD2 : TEX2 : -1 : 1
PARAM c[8] = { program.local[0..7] };
TEMP R0;
TEMP R1;
TEMP R2;
TEMP R3;
ADD R1.xyz, -vertex.position, c[6];
DP3 R0.w, R1, R1;
DP3 R0.x, -c[5], -c[5];
RSQ R0.x, R0.x;
MUL R0.xyz, R0.x, -c[5];
RSQ R0.w, R0.w;
MAD R3.xyz, R0.w, R1, R0;
MOV R1.xyz, vertex.texcoord[6];
MUL R2.xyz, vertex.normal.zxyw, R1.yzxw;
MAD R1.xyz, vertex.normal.yzxw, R1.zxyw, -R2;
MUL R1.xyz, R1, vertex.texcoord[6].w;
DP3 R0.w, R3, R3;
RSQ R0.w, R0.w;
MUL R2.xyz, R0.w, R3;
DP3 result.texcoord[2].y, R1, R2;
DP3 result.texcoord[2].z, vertex.normal, R2;
DP3 result.texcoord[2].x, vertex.texcoord[6], R2;
DP3 result.texcoord[1].y, R0, R1;
DP3 result.texcoord[1].z, vertex.normal, R0;
DP3 result.texcoord[1].x, R0, vertex.texcoord[6];
MAD result.texcoord[0].xy, vertex.texcoord[0], c[7], c[7].zwzw;
MOV result.texcoord[0].zw, vertex.texcoord[0].xyxy;
DP4 result.position.w, vertex.position, c[4];
DP4 result.position.z, vertex.position, c[3];
DP4 result.position.y, vertex.position, c[2];
DP4 result.position.x, vertex.position, c[1];
END
# 26 instructions, 4 R-regs
