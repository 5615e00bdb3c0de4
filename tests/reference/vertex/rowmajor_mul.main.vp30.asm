!!VP2.0
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -profile vp30
# source file: tests/shaders/vertex/rowmajor_mul.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile vp30
#program main
#semantic main.world
#semantic main.viewProj
#semantic main.worldIT
#var float3 v.pos : $vin.POSITION : ATTR0 : 0 : 1
#var float3 v.normal : $vin.NORMAL : ATTR2 : 0 : 1
#var float2 v.uv : $vin.TEXCOORD0 : TEXCOORD0 : 0 : 1
#var float4x4 world :  : c[0], 4 : 1 : 1
#var float4x4 viewProj :  : c[4], 4 : 2 : 1
#var float3x3 worldIT :  : c[8], 3 : 3 : 1
#var float4 main.hpos : $vout.POSITION : HPOS : -1 : 1
#var float2 main.uv : $vout.TEXCOORD0 : TEX0 : -1 : 1
#var float3 main.worldN : $vout.TEXCOORD1 : TEX1 : -1 : 1
#var float3 main.worldPos : $vout.TEXCOORD2 : TEX2 : -1 : 1
BB0:
MUL   R1.xyz, v[2].y, c[9];
MAD   R2.xyz, v[2].x, c[8], R1;
MAD   R2.xyz, v[2].z, c[10], R2;
MUL   R0, v[0].y, c[1];
MAD   R0, v[0].x, c[0], R0;
MAD   R0, v[0].z, c[2], R0;
ADD   R0, c[3], R0;
MUL   R1, R0.y, c[5];
MAD   R1, R0.x, c[4], R1;
DP3   R2.w, R2, R2;
MAD   R1, R0.z, c[6], R1;
RSQ   R2.w, R2.w;
MAD   o[HPOS], R0.w, c[7], R1;
MUL   o[TEX1].xyz, R2.w, R2;
MOV   o[TEX2].xyz, R0;
MOV   o[TEX0].xy, v[8];
END
# 16 instructions, 3 R-regs
