!!VP2.0
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -profile vp30
# source file: tests/shaders/vertex/env_map_refract.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile vp30
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
BB0:
DP4   R0.z, v[0], c[6];
DP4   R0.x, v[0], c[4];
DP4   R0.y, v[0], c[5];
ADD   R1.xyz, -c[8], R0;
DP3   R1.w, R1, R1;
RSQ   R1.w, R1.w;
MUL   R1.xyz, R1.w, R1;
DP3   R0.z, v[2], c[6];
DP3   R0.x, v[2], c[4];
DP3   R0.y, v[2], c[5];
DP3   R0.w, R0, R0;
RSQ   R0.w, R0.w;
MUL   R0.xyz, R0.w, R0;
DP3   R0.w, R0, R1;
MAD   R1.w, R0, -R0, c[11].y;
MUL   R2.xyz, c[9].xzyw, c[9].xzyw;
MUL   R2.xyz, R2, R1.w;
ADD   R3.xyw, c[11].y, -R2.xzzy;
RSQ   R1.w, |R3.y|;
RSQ   R2.w, |R3.x|;
RCP   R1.w, R1.w;
MAD   R3.x, -R0.w, c[9].y, -R1.w;
RCP   R2.w, R2.w;
SGT   R2.xyz, -R2.xzyw, -c[11].y;
MAD   R1.w, -R0, c[9].x, -R2;
MUL   R4.xyz, R0, R3.x;
MUL   R3.xyz, R0, R1.w;
MAD   R3.xyz, R1, c[9].x, R3;
MUL   o[TEX1].xyz, R3, R2.x;
MAD   R3.xyz, R1, c[9].y, R4;
RSQ   R1.w, |R3.w|;
RCP   R2.x, R1.w;
ADD   R1.w, c[11].y, R0;
LG2   R1.w, R1.w;
MUL   R1.w, R1, c[10].z;
EX2   R1.w, R1.w;
MAD   R2.x, -R0.w, c[9].z, -R2;
MUL   o[TEX2].xyz, R2.y, R3;
MUL   R3.xyz, R0, R2.x;
MUL   R0.xyz, R0, R0.w;
MAD   R3.xyz, R1, c[9].z, R3;
MAD   R1.w, R1, c[10].y, c[10].x;
MIN   R0.w, R1, c[11].y;
MUL   o[TEX3].xyz, R2.z, R3;
MAD   o[TEX0].xyz, -R0, c[11].x, R1;
MAX   o[COL0].x, R0.w, c[11].z;
DP4   o[HPOS].w, v[0], c[3];
DP4   o[HPOS].z, v[0], c[2];
DP4   o[HPOS].y, v[0], c[1];
DP4   o[HPOS].x, v[0], c[0];
END
# 50 instructions, 5 R-regs
