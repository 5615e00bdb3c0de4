!!VP1.1
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -profile vp20
# source file: tests/shaders/vertex/normalmap_tbn_vs.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile vp20
#program main
#semantic main.modelViewProj
#semantic main.lightPosObj
#semantic main.eyePosObj
#var float4 IN.pos : $vin.POSITION : ATTR0 : 0 : 1
#var float3 IN.normal : $vin.NORMAL : ATTR2 : 0 : 1
#var float3 IN.tangent : $vin.TANGENT : ATTR14 : 0 : 1
#var float3 IN.binormal : $vin.BINORMAL : ATTR15 : 0 : 1
#var float2 IN.uv : $vin.TEXCOORD0 : TEXCOORD0 : 0 : 1
#var float4x4 modelViewProj :  : c[0], 4 : 1 : 1
#var float4 lightPosObj :  : c[4] : 2 : 1
#var float4 eyePosObj :  : c[5] : 3 : 1
#var float4 main.hpos : $vout.POSITION : HPOS : -1 : 1
#var float2 main.uv : $vout.TEXCOORD0 : TEX0 : -1 : 1
#var float3 main.L : $vout.TEXCOORD1 : TEX1 : -1 : 1
#var float3 main.V : $vout.TEXCOORD2 : TEX2 : -1 : 1
MAD   R0.xyz, -v[0], c[4].w, c[4];
ADD   R1.xyz, -v[0], c[5];
DP3   o[TEX1].z, v[2], R0;
DP3   o[TEX1].y, R0, v[15];
DP3   o[TEX1].x, R0, v[14];
DP3   o[TEX2].z, v[2], R1;
DP3   o[TEX2].y, v[15], R1;
DP3   o[TEX2].x, v[14], R1;
MOV   o[TEX0].xy, v[8];
DP4   o[HPOS].w, v[0], c[3];
DP4   o[HPOS].z, v[0], c[2];
DP4   o[HPOS].y, v[0], c[1];
DP4   o[HPOS].x, v[0], c[0];
END
# 13 instructions, 0 R-regs
