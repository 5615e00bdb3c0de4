!!VP2.0
# cgc version 3.1.0013, build date Apr 24 2012
# command line args: -profile vp30
# source file: tests/shaders/stdlib/glsl_projective_lookups.cg
#vendor NVIDIA Corporation
#version 3.1.0.13
#profile vp30
#program vmain
#semantic cookie
#semantic falloff
#semantic fogVolume
#semantic tint
#semantic modelViewProj
#var float4 position : $vin.POSITION : ATTR0 : 0 : 1
#var float3 normal : $vin.NORMAL : ATTR2 : 1 : 1
#var float3 tangent : $vin.TEXCOORD0 : TEXCOORD0 : 2 : 1
#var float4 hpos : $vout.POSITION : HPOS : 3 : 1
#var float3 scatter : $vout.TEXCOORD0 : TEX0 : 4 : 1
#var float4 frame : $vout.TEXCOORD1 : TEX1 : 5 : 1
#var sampler2D cookie :  :  : -1 : 0
#var sampler1D falloff :  :  : -1 : 0
#var sampler3D fogVolume :  :  : -1 : 0
#var float4 tint :  :  : -1 : 0
#var float4x4 modelViewProj :  : c[0], 4 : -1 : 1
#const c[4] = 0.5 0.25
BB0:
MOV   R2.xyz, v[8];
MOV   R0, v[0];
MUL   R1, v[2].y, R0;
MAD   o[TEX1], v[2].x, R0, -R1;
MUL   R3.xyz, v[2].y, R2;
MUL   R3.xyz, R3, c[4].x;
MAD   R0.xyz, v[2].x, R2, R3;
MUL   R1.xyz, v[2].z, R2;
MAD   o[TEX0].xyz, R1, c[4].y, R0;
DP4   o[HPOS].w, v[0], c[3];
DP4   o[HPOS].z, v[0], c[2];
DP4   o[HPOS].y, v[0], c[1];
DP4   o[HPOS].x, v[0], c[0];
END
# 13 instructions, 4 R-regs
