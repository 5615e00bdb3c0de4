!!VP1.1
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -profile vp20
# source file: tests/shaders/vertex/homogeneous_dot_products.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile vp20
#program main
#semantic main.worldViewProj
#semantic main.world
#semantic main.inverseWorld
#semantic main.lightViewProj
#semantic main.lightPos
#semantic main.eyePos
#semantic main.bump
#var float4 pos : $vin.POSITION : ATTR0 : 0 : 1
#var float3 normal : $vin.NORMAL : ATTR2 : 1 : 1
#var float3 tangent : $vin.TANGENT : ATTR14 : 2 : 1
#var float2 uv : $vin.TEXCOORD0 : TEXCOORD0 : 3 : 1
#var float4x4 worldViewProj :  : c[0], 4 : 4 : 1
#var float4x4 world :  : c[4], 4 : 5 : 1
#var float4x4 inverseWorld :  : c[8], 4 : 6 : 1
#var float4x4 lightViewProj :  : c[12], 4 : 7 : 1
#var float3 lightPos :  : c[16] : 8 : 1
#var float3 eyePos :  : c[17] : 9 : 1
#var float bump :  : c[18] : 10 : 1
#var float4 main.hpos : $vout.POSITION : HPOS : -1 : 1
#var float2 main.uv : $vout.TEXCOORD0 : TEX0 : -1 : 1
#var float3 main.lightTS : $vout.TEXCOORD1 : TEX1 : -1 : 1
#var float3 main.viewTS : $vout.TEXCOORD2 : TEX2 : -1 : 1
#var float4 main.shadow : $vout.TEXCOORD3 : TEX3 : -1 : 1
#const c[19] = 1 0
MOV   R0.xyz, v[14];
MUL   R1.xyz, v[2].zxyw, R0.yzxw;
MAD   R3.xyz, v[2].yzxw, R0.zxyw, -R1;
MUL   R1, R3.y, c[9];
MUL   R0.xyz, v[2], c[18].x;
MAD   R1, R3.x, c[8], R1;
MAD   R1, R3.z, c[10], R1;
ADD   R3, R1, c[19].y;
MUL   R4, v[14].y, c[9];
MAD   R4, v[14].x, c[8], R4;
MAD   R4, v[14].z, c[10], R4;
ADD   R2.xyz, R0, v[0];
MOV   R2.w, c[19].x;
DP4   R5.z, R2, c[6];
DP4   R5.x, R2, c[4];
DP4   R5.y, R2, c[5];
DP4   R5.w, R2, c[7];
ADD   R0.xyz, -R5, c[16];
DP3   R0.w, R0, R0;
RSQ   R0.w, R0.w;
MUL   R1.xyz, R0.w, R0;
MOV   R1.w, c[19].y;
ADD   R4, R4, c[19].y;
MOV   R0.w, c[19].y;
ADD   R0.xyz, -R5, c[17];
DP4   o[TEX1].y, R1, R3;
DP4   o[TEX2].y, R3, R0;
MUL   R3, v[2].y, c[9];
MAD   R3, v[2].x, c[8], R3;
MAD   R3, v[2].z, c[10], R3;
ADD   R3, R3, c[19].y;
DP4   o[TEX1].z, R3, R1;
DP4   o[TEX1].x, R1, R4;
DP4   o[TEX2].z, R3, R0;
DP4   o[TEX2].x, R4, R0;
DP4   o[TEX3].w, R5, c[15];
DP4   o[TEX3].z, R5, c[14];
DP4   o[TEX3].y, R5, c[13];
DP4   o[TEX3].x, R5, c[12];
DP4   o[HPOS].w, R2, c[3];
DP4   o[HPOS].z, R2, c[2];
DP4   o[HPOS].y, R2, c[1];
DP4   o[HPOS].x, R2, c[0];
MOV   o[TEX0].xy, v[8];
END
# 44 instructions, 0 R-regs
