!!VP1.1
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -profile vp20
# source file: tests/shaders/vertex/terrain_heightfield.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile vp20
#program main
#semantic main.viewProj
#semantic main.terrainScale
#semantic main.sunDir
#semantic main.sunColor
#semantic main.skyColor
#semantic main.eyePos
#semantic main.fogDensity
#var float2 grid : $vin.POSITION : ATTR0 : 0 : 1
#var float height : $vin.TEXCOORD0 : TEXCOORD0 : 1 : 1
#var float3 normal : $vin.NORMAL : ATTR2 : 2 : 1
#var float4x4 viewProj :  : c[0], 4 : 3 : 1
#var float4 terrainScale :  : c[4] : 4 : 1
#var float3 sunDir :  : c[5] : 5 : 1
#var float3 sunColor :  : c[6] : 6 : 1
#var float3 skyColor :  : c[7] : 7 : 1
#var float3 eyePos :  : c[8] : 8 : 1
#var float fogDensity :  : c[9] : 9 : 1
#var float4 main.hpos : $vout.POSITION : HPOS : -1 : 1
#var float4 main.color : $vout.COLOR0 : COL0 : -1 : 1
#var float2 main.uvBase : $vout.TEXCOORD0 : TEX0 : -1 : 1
#var float2 main.uvDet : $vout.TEXCOORD1 : TEX1 : -1 : 1
#var float main.fog : $vout.FOG : FOGC : -1 : 1
#const c[10] = 0.00390625 1 1.442695 0
#const c[11] = 0.5
MUL   R1, v[0].xyxy, c[4].xzww;
MOV   R0.xz, R1.xyyw;
MUL   R0.y, v[8].x, c[4];
ADD   R2.xyz, -R0, c[8];
DP3   R0.w, R2, R2;
RSQ   R1.x, R0.w;
MOV   R0.w, c[10].y;
RCP   R1.x, R1.x;
MUL   R1.x, R1, c[9];
MUL   R1.x, -R1, R1;
DP4   o[HPOS].w, R0, c[3];
DP4   o[HPOS].z, R0, c[2];
DP4   o[HPOS].y, R0, c[1];
DP4   o[HPOS].x, R0, c[0];
MUL   R1.x, R1, c[10].z;
DP3   R0.x, v[2], c[5];
MAD   R0.y, v[2], c[11].x, c[11].x;
MIN   R0.x, R0, c[10].y;
MAX   R0.x, R0, c[10].w;
MUL   R2.xyz, R0.y, c[7];
EXP   R0.z, R1.x;
MAD   o[COL0].xyz, R0.x, c[6], R2;
MIN   R0.x, R0.z, c[10].y;
MOV   o[TEX1].xy, R1.zwzw;
MAX   o[FOGC].x, R0, c[10].w;
MUL   o[TEX0].xy, v[0], c[10].x;
MOV   o[COL0].w, c[10].y;
END
# 27 instructions, 0 R-regs
