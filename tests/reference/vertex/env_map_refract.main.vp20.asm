!!VP1.1
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -profile vp20
# source file: tests/shaders/vertex/env_map_refract.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile vp20
#program main
#semantic main.modelViewProj
#semantic main.modelToWorld
#semantic main.eyePositionW
#semantic main.etaRatio
#semantic main.fresnel
#var float4 pos : $vin.POSITION : ATTR0 : 0 : 1
#var float3 normal : $vin.NORMAL : ATTR2 : 1 : 1
#var float4x4 modelViewProj :  : c[0], 4 : 2 : 1
#var float4x4 modelToWorld :  : c[4], 4 : 3 : 1
#var float3 eyePositionW :  : c[8] : 4 : 1
#var float3 etaRatio :  : c[9] : 5 : 1
#var float3 fresnel :  : c[10] : 6 : 1
#var float4 main.hpos : $vout.POSITION : HPOS : -1 : 1
#var float3 main.R : $vout.TEXCOORD0 : TEX0 : -1 : 1
#var float3 main.TRed : $vout.TEXCOORD1 : TEX1 : -1 : 1
#var float3 main.TGreen : $vout.TEXCOORD2 : TEX2 : -1 : 1
#var float3 main.TBlue : $vout.TEXCOORD3 : TEX3 : -1 : 1
#var float main.fres : $vout.COLOR0 : COL0 : -1 : 1
#const c[11] = 2 1 0
DP4   R0.z, v[0], c[6];
DP4   R0.x, v[0], c[4];
DP4   R0.y, v[0], c[5];
ADD   R1.xyz, R0, -c[8];
DP3   R1.w, R1, R1;
RSQ   R1.w, R1.w;
MUL   R2.xyz, R1.w, R1;
DP3   R0.z, v[2], c[6];
DP3   R0.x, v[2], c[4];
DP3   R0.y, v[2], c[5];
DP3   R0.w, R0, R0;
RSQ   R0.w, R0.w;
MUL   R1.xyz, R0.w, R0;
DP3   R1.w, R1, R2;
MAD   R0.w, R1, -R1, c[11].y;
MUL   R0.xyz, c[9], c[9];
MAD   R0.xyz, -R0, R0.w, c[11].y;
MAX   R3.xyz, R0, -R0;
RSQ   R0.w, R3.x;
RCP   R0.w, R0.w;
MAD   R0.w, -R1, c[9].x, -R0;
MUL   R4.xyz, R1, R0.w;
SLT   R0.xyw, c[11].z, R0.xyzz;
MAD   R4.xyz, R2, c[9].x, R4;
RSQ   R0.z, R3.y;
MUL   o[TEX1].xyz, R4, R0.x;
RCP   R0.x, R0.z;
RSQ   R0.z, R3.z;
MAD   R0.x, -R1.w, c[9].y, -R0;
MUL   R3.xyz, R1, R0.x;
RCP   R0.z, R0.z;
MAD   R0.x, -R1.w, c[9].z, -R0.z;
MAD   R3.xyz, R2, c[9].y, R3;
MUL   R4.xyz, R1, R0.x;
MUL   o[TEX2].xyz, R0.y, R3;
MAD   R3.xyz, R2, c[9].z, R4;
ADD   R0.xy, R1.w, c[11].y;
MOV   R0.z, c[10];
LIT   R0.z, R0.xyzz;
MUL   o[TEX3].xyz, R0.w, R3;
MAD   R0.w, R0.z, c[10].y, c[10].x;
MUL   R0.xyz, R1, R1.w;
MIN   R0.w, R0, c[11].y;
MAD   o[TEX0].xyz, -R0, c[11].x, R2;
MAX   o[COL0].x, R0.w, c[11].z;
DP4   o[HPOS].w, v[0], c[3];
DP4   o[HPOS].z, v[0], c[2];
DP4   o[HPOS].y, v[0], c[1];
DP4   o[HPOS].x, v[0], c[0];
END
# 49 instructions, 0 R-regs
