!!VP2.0
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -profile vp30
# source file: tests/shaders/vertex/normalmap_cross_binormal.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile vp30
#program main
#semantic main.mvp
#semantic main.lightDirObj
#semantic main.eyePosObj
#semantic main.uvScaleBias
#var float4 pos : $vin.POSITION : ATTR0 : 0 : 1
#var float3 N : $vin.NORMAL : ATTR2 : 1 : 1
#var float4 T : $vin.TEXCOORD6 : TEXCOORD6 : 2 : 1
#var float2 uv : $vin.TEXCOORD0 : TEXCOORD0 : 3 : 1
#var float4x4 mvp :  : c[0], 4 : 4 : 1
#var float3 lightDirObj :  : c[4] : 5 : 1
#var float3 eyePosObj :  : c[5] : 6 : 1
#var float4 uvScaleBias :  : c[6] : 7 : 1
#var float4 main.hpos : $vout.POSITION : HPOS : -1 : 1
#var float4 main.uv : $vout.TEXCOORD0 : TEX0 : -1 : 1
#var float3 main.lightT : $vout.TEXCOORD1 : TEX1 : -1 : 1
#var float3 main.halfT : $vout.TEXCOORD2 : TEX2 : -1 : 1
BB0:
ADD   R1.xyz, c[5], -v[0];
DP3   R0.w, R1, R1;
DP3   R0.x, -c[4], -c[4];
RSQ   R0.x, R0.x;
MUL   R0.xyz, R0.x, -c[4];
RSQ   R0.w, R0.w;
MAD   R3.xyz, R0.w, R1, R0;
MOV   R1.xyz, v[14];
MUL   R2.xyz, v[2].zxyw, R1.yzxw;
MAD   R1.xyz, v[2].yzxw, R1.zxyw, -R2;
MUL   R1.xyz, R1, v[14].w;
DP3   R0.w, R3, R3;
RSQ   R0.w, R0.w;
MUL   R2.xyz, R0.w, R3;
DP3   o[TEX2].y, R1, R2;
DP3   o[TEX2].z, v[2], R2;
DP3   o[TEX2].x, v[14], R2;
DP3   o[TEX1].y, R0, R1;
DP3   o[TEX1].z, v[2], R0;
DP3   o[TEX1].x, R0, v[14];
MAD   o[TEX0].xy, v[8], c[6], c[6].zwzw;
MOV   o[TEX0].zw, v[8].xyxy;
DP4   o[HPOS].w, v[0], c[3];
DP4   o[HPOS].z, v[0], c[2];
DP4   o[HPOS].y, v[0], c[1];
DP4   o[HPOS].x, v[0], c[0];
END
# 26 instructions, 4 R-regs
